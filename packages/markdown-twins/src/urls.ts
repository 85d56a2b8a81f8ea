/**
 * Where the Markdown twins of pages and the llms.txt files live. Shared by the
 * build plugin that writes them, the theme that links to them and the tests:
 * one page URL maps to one twin URL, as the MCP server (issue 17) expects.
 */

/** The llms.txt index and the full-text file, relative to the site's base URL. */
export const LLMS_TXT_FILE = 'llms.txt';
export const LLMS_FULL_TXT_FILE = 'llms-full.txt';

/**
 * Whether a route has a twin: every page but the 404 page, which Docusaurus
 * renders at `<baseUrl>404.html` and hosts serve for any unknown path.
 */
export function hasTwin(route: string): boolean {
  return !route.endsWith('/404.html');
}

/**
 * The twin of a page path: the same path plus `.md`; a path ending in a slash
 * (the home page `/docs/`) gets `index.md`. Query and hash are dropped.
 */
export function twinUrlOf(pagePath: string): string {
  const pathOnly = pagePath.replace(/[?#].*$/, '');
  return pathOnly.endsWith('/') ? `${pathOnly}index.md` : `${pathOnly}.md`;
}

/**
 * A site path (`/docs/Features/Routing.md`) as an absolute URL of the site
 * (`https://apipie.ai/docs/Features/Routing.md`). Twins and llms.txt link in
 * this form: afdocs' markdown-link-portability counts root-relative links as
 * fragile, since an agent that saved, quoted or proxied the Markdown has lost
 * the base they resolve against. `siteUrl` is the build's (SITE_URL, or production).
 */
export function absoluteUrlOf(siteUrl: string, sitePath: string): string {
  return new URL(sitePath, siteUrl).href;
}

/** The page a twin URL stands for: the inverse of `twinUrlOf`, or null for other paths. */
export function pageUrlOfTwin(twinPath: string): string | null {
  if (twinPath.endsWith('/index.md')) return twinPath.slice(0, -'index.md'.length);
  if (twinPath.endsWith('.md')) return twinPath.slice(0, -'.md'.length);
  return null;
}
