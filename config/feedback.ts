import type {FeedbackSettings} from '../src/pageMeta/issueUrl';
import {site} from './site';

/**
 * Where "Open an issue" on a page, and the docs MCP server's report_docs_issue,
 * send readers: the docs repository's new-issue form and the label feedback
 * issues carry. Its own module, without side effects, so the MCP server can bundle it.
 */
export const feedback = {
  newIssueUrl: `${site.docsRepoUrl}/issues/new`,
  label: 'docs-feedback',
} satisfies FeedbackSettings;
