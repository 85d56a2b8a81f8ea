import {describe, expect, it} from 'vitest';
import {feedbackIssueUrl, MAX_ISSUE_URL_LENGTH} from './issueUrl';

const settings = {newIssueUrl: 'https://github.com/neuronic-ai/APIpie.ai-docs/issues/new', label: 'docs-feedback'};
const page = {title: 'Routing & fallbacks', url: 'https://apipie.ai/docs/Features/Routing', section: 'Features'};

const fields = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('feedbackIssueUrl', () => {
  it('opens the new-issue form with a title naming the page, the URL and section in the body, and the label', () => {
    const url = feedbackIssueUrl(settings, page, 'The example uses an old model id.');
    expect(url.startsWith(`${settings.newIssueUrl}?`)).toBe(true);
    expect(fields(url)).toEqual({
      title: 'Docs feedback: Routing & fallbacks',
      body: 'Page: https://apipie.ai/docs/Features/Routing\nSection: Features\n\nThe example uses an old model id.\n',
      labels: 'docs-feedback',
    });
  });

  it('leaves the comment out of the body when there is none', () => {
    expect(fields(feedbackIssueUrl(settings, page)).body).toBe(
      'Page: https://apipie.ai/docs/Features/Routing\nSection: Features\n',
    );
  });

  it('cuts a long comment, never the page URL, to stay under the length limit', () => {
    const comment = 'Ünïcode and spaces, encoded three times longer. '.repeat(80);
    const url = feedbackIssueUrl(settings, page, comment);
    expect(url.length).toBeLessThanOrEqual(MAX_ISSUE_URL_LENGTH);
    expect(url.length).toBeGreaterThan(MAX_ISSUE_URL_LENGTH - 40);
    const {body} = fields(url);
    expect(body).toContain('Page: https://apipie.ai/docs/Features/Routing\n');
    expect(body!.trimEnd().endsWith('…')).toBe(true);
    expect(comment.startsWith(body!.split('\n\n')[1]!.trimEnd().slice(0, -1).trimEnd())).toBe(true);
  });

  it('drops the comment entirely rather than the page when even a little of it does not fit', () => {
    const longPage = {...page, url: `https://apipie.ai/docs/${'a'.repeat(1800)}`};
    const url = feedbackIssueUrl(settings, longPage, 'Some comment');
    expect(fields(url).body).toBe(`Page: ${longPage.url}\nSection: Features\n`);
  });
});
