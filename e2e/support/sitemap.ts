import {XMLParser} from 'fast-xml-parser';
import {readFileSync} from 'node:fs';
import path from 'node:path';

export type SitemapUrl = {loc: string; changefreq: string; priority: number};

/** Every URL the sitemap of a build lists. */
export function sitemapUrls(buildDir: string): SitemapUrl[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const parsed = new XMLParser().parse(xml) as {urlset: {url: SitemapUrl | SitemapUrl[]}};
  return ([] as SitemapUrl[]).concat(parsed.urlset.url);
}

/** Every page the sitemap lists, as a path relative to /docs/ ('' is the home page). */
export function sitemapPaths(buildDir: string): string[] {
  return sitemapUrls(buildDir).map(({loc}) => {
    const {pathname} = new URL(loc);
    if (!pathname.startsWith('/docs')) throw new Error(`Sitemap URL outside /docs/: ${loc}`);
    return pathname.replace(/^\/docs\/?/, '');
  });
}

/**
 * The origin a build was made for (SITE_URL, or production), as its sitemap names it: its canonical
 * links, twins and llms.txt carry absolute URLs on it, whatever server the tests serve it from.
 */
export function builtSiteOrigin(buildDir: string): string {
  const origins = new Set(sitemapUrls(buildDir).map(({loc}) => new URL(loc).origin));
  if (origins.size !== 1)
    throw new Error(`The sitemap of ${buildDir} names ${origins.size} origins: ${[...origins].join(', ')}`);
  return [...origins][0]!;
}
