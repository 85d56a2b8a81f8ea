/**
 * Settings the structured data reads in the browser (through customFields):
 * who publishes the docs. The feedback question's are in config/feedback.ts.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {organization, serializeJsonLd, webSite, type Publisher} from '../src/pageMeta/structuredData';
import {site} from './site';
import {siteUrl} from './siteUrl';

export const publisher = {
  name: site.title,
  legalName: site.company,
  url: site.productHome,
  logo: `${siteUrl}${site.baseUrl}img/logo.svg`,
  sameAs: [site.githubUrl, site.discordUrl],
} satisfies Publisher;

/**
 * The last commit date of a tracked file (ISO 8601), or undefined outside git.
 * A shallow clone answers with the date of its one commit.
 */
export function gitLastModified(file: string): string | undefined {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', path.basename(file)], {
      cwd: path.dirname(file),
      encoding: 'utf8',
    }).trim();
    return date ? new Date(date).toISOString() : undefined;
  } catch {
    return undefined;
  }
}

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
