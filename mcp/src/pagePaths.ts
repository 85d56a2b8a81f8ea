/**
 * Where a page's Markdown twin lives: the page URL plus `.md`, and
 * `index.md` for the home page. The site's twins follow this convention.
 */

export class PagePathError extends Error {
  override name = 'PagePathError';
}

/**
 * The page path relative to the base URL (`Features/Routing`, or '' for the
 * home page) of a page named by an absolute URL, a site path
 * (`/docs/Features/Routing`) or a path relative to the base
 * (`Features/Routing`). Anchors, query strings, a trailing slash and a `.md`
 * or `.html` ending are dropped. URLs under one of `aliases` (the production
 * docs) map to the same path. Anything else outside the base URL is refused.
 */
export function pagePathOf(input: string, baseUrl: URL, aliases: readonly URL[] = []): string {
  const trimmed = input.trim();
  if (trimmed === '') throw new PagePathError('Give a page path such as Features/Routing or a page URL.');
  let url: URL;
  try {
    // Site paths resolve against the origin, relative paths against the base URL.
    url = new URL(trimmed, baseUrl);
  } catch {
    throw new PagePathError(`${trimmed} is not a page path or URL.`);
  }
  // A URL of the production site names the same page on a local or staging build.
  const alias = aliases.find((other) => url.origin === other.origin && url.pathname.startsWith(other.pathname));
  if (alias) url = new URL(url.pathname.slice(alias.pathname.length) + url.search + url.hash, baseUrl);
  const base = baseUrl.pathname;
  const inside =
    url.origin === baseUrl.origin && (url.pathname === base.replace(/\/$/, '') || url.pathname.startsWith(base));
  if (!inside || !/^https?:$/.test(url.protocol)) {
    throw new PagePathError(`${trimmed} is outside the documentation site (${baseUrl.href}).`);
  }
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname.slice(base.length));
  } catch {
    throw new PagePathError(`${trimmed} is not a valid page path.`);
  }
  relative = relative.replace(/\/+$/, '').replace(/\.(md|html)$/, '');
  if (relative === 'index') return '';
  return relative;
}

/** The Markdown twin of a page path: `Features/Routing.md`, `index.md` for the home page. */
export function twinPathOf(pagePath: string): string {
  return `${pagePath === '' ? 'index' : pagePath}.md`;
}
