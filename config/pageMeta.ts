/**
 * Settings the structured data reads in the browser (through customFields):
 * who publishes the docs. The feedback question's are in config/feedback.ts.
 */
import path from 'node:path';
import {organization, serializeJsonLd, webSite, type Publisher} from '../src/pageMeta/structuredData';
import {gitLastModified} from './git';
import {site} from './site';
import {siteUrl} from './siteUrl';

export const publisher = {
  name: site.title,
  legalName: site.company,
  url: site.productHome,
  logo: `${siteUrl}${site.baseUrl}img/logo.svg`,
  sameAs: [site.githubUrl, site.discordUrl],
} satisfies Publisher;

/** Generated API pages are untracked, so their dateModified is that of the OpenAPI description they come from. */
export const apiReferenceModified = gitLastModified(path.join(__dirname, '../openapi/apipie.openapi.json'));

/**
 * The docs as a WebSite with its SearchAction, and the Organization behind them, in every page's head:
 * static tags, so they cost no JavaScript.
 */
export const siteHeadTags = [webSite(publisher, siteUrl + site.baseUrl), organization(publisher)].map((data) => ({
  tagName: 'script',
  attributes: {type: 'application/ld+json'},
  innerHTML: serializeJsonLd(data),
}));
