/**
 * Settings the feedback question and the structured data read in the browser
 * (through customFields): the docs repository's issue form and who publishes the docs.
 */
import path from 'node:path';
import type {FeedbackSettings} from '../src/pageMeta/issueUrl';
import {organization, serializeJsonLd, webSite, type Publisher} from '../src/pageMeta/structuredData';
import {gitLastModified} from './git';
import {site} from './site';

export const feedback = {
  newIssueUrl: `${site.docsRepoUrl}/issues/new`,
  label: 'docs-feedback',
} satisfies FeedbackSettings;

export const publisher = {
  name: site.title,
  legalName: site.company,
  url: site.productHome,
  logo: `${site.url}${site.baseUrl}img/logo.svg`,
  sameAs: [site.githubUrl, site.discordUrl],
} satisfies Publisher;

/** Generated API pages are untracked, so their dateModified is that of the OpenAPI description they come from. */
export const apiReferenceModified = gitLastModified(path.join(__dirname, '../openapi/apipie.openapi.json'));

/**
 * The docs as a WebSite with its SearchAction, and the Organization behind them, in every page's head:
 * static tags, so they cost no JavaScript.
 */
export const siteHeadTags = [webSite(publisher, site.url + site.baseUrl), organization(publisher)].map((data) => ({
  tagName: 'script',
  attributes: {type: 'application/ld+json'},
  innerHTML: serializeJsonLd(data),
}));
