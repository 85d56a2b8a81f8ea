/**
 * Which docs page an agent means, from whatever it pasted, and where that
 * page's Markdown twin lives: the page URL plus `.md`, and `index.md` for
 * the home page. The site's twins follow this convention.
 */

export class PagePathError extends Error {
  override name = 'PagePathError';
}

/** The forms `pagePathOf` takes, for tool descriptions and error messages. */
export function acceptedPageForms(baseUrl: URL, aliases: readonly URL[] = []): string {
  const urls = [baseUrl, ...aliases.filter((alias) => alias.href !== baseUrl.href)].map((url) => url.href);
  return (
    'a path relative to the docs (Features/Routing or /Features/Routing), a site path (/docs/Features/Routing), ' +
    `a Markdown twin path (Features/Routing.md), or a page or .md URL under ${urls.join(' or ')}`
  );
}

/** A scheme such as `https:`; `localhost:4700/...` is caught first as a host without one. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A `..` path segment, as typed or percent-encoded (the URL parser would quietly resolve it). */
const PARENT_SEGMENT = /(^|[/\\])(\.|%2e){2}([/\\]|$)/i;

/**
 * The page path relative to the base URL (`Features/Routing`, or '' for the
 * home page) of a page named by any form agents paste (see acceptedPageForms):
 * paths relative to the docs with or without a leading slash (a breadcrumb, a
 * sidebar link), `/docs/...` site paths, `.md` twin paths and URLs, page URLs
 * on the base URL or on one of `aliases` (the production docs), with or
 * without their scheme. Anchors, query strings, a trailing slash and a `.md`
 * or `.html` ending are dropped. Refused: other sites, paths outside the docs
 * on these sites, `..` segments, schemes other than http(s).
 */
export function pagePathOf(input: string, baseUrl: URL, aliases: readonly URL[] = []): string {
  const trimmed = input.trim();
  const refuse = (reason: string): never => {
    throw new PagePathError(
      `"${trimmed}" is not a page of the docs at ${baseUrl.href}: ${reason}. ` +
        `Give ${acceptedPageForms(baseUrl, aliases)}; use search_docs to find a page.`,
    );
  };
  if (trimmed === '') refuse('it is empty');
  const pathPart = trimmed.replace(/[?#].*$/s, '');
  if (PARENT_SEGMENT.test(pathPart)) refuse('".." segments are not followed');

  const sites = [baseUrl, ...aliases];
  // A URL pasted without its scheme: apipie.ai/docs/x, localhost:4700/docs/x.
  const host = /^[^/]+/.exec(trimmed)?.[0]?.toLowerCase();
  const bareHost = sites.find((site) => site.host === host);
  const withScheme = bareHost ? `${bareHost.protocol}//${trimmed}` : trimmed;

  let url: URL;
  if (SCHEME.test(withScheme) || withScheme.startsWith('//')) {
    try {
      url = new URL(withScheme, baseUrl);
    } catch {
      return refuse('it is not a valid URL');
    }
    if (!/^https?:$/.test(url.protocol)) refuse(`only http and https URLs name pages, not ${url.protocol}`);
    // The same page on another copy of the docs (production, when this server reads a preview or local build).
    const site =
      url.origin === baseUrl.origin
        ? baseUrl
        : aliases.find((alias) => alias.host === url.host && /^https?:$/.test(alias.protocol));
    if (!site) return refuse(`${url.host} is another site`);
    if (!isUnder(url.pathname, site.pathname)) refuse(`${url.pathname} is outside ${site.pathname} on that site`);
    url = new URL(`./${url.pathname.slice(Math.min(url.pathname.length, site.pathname.length))}`, baseUrl);
  } else {
    // A path: a site path when it starts with the base path (with or without its leading slash), else relative to the
    // docs.
    const basePath = baseUrl.pathname;
    const asSitePath = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
    const relative = isUnder(asSitePath, basePath)
      ? asSitePath.slice(Math.min(asSitePath.length, basePath.length))
      : asSitePath.replace(/^\/+/, '');
    try {
      // `./` keeps a first segment with a colon from reading as a scheme.
      url = new URL(`./${relative}`, baseUrl);
    } catch {
      return refuse('it is not a valid path');
    }
  }

  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname.slice(baseUrl.pathname.length));
  } catch {
    return refuse('it is not a valid page path');
  }
  relative = relative.replace(/\/+$/, '').replace(/\.(md|html)$/, '');
  return relative === 'index' ? '' : relative;
}

/** Whether a URL path is the base path (with or without its trailing slash) or below it. */
function isUnder(pathname: string, basePath: string): boolean {
  return pathname === basePath.replace(/\/$/, '') || pathname.startsWith(basePath);
}

/** The Markdown twin of a page path: `Features/Routing.md`, `index.md` for the home page. */
export function twinPathOf(pagePath: string): string {
  return `${pagePath === '' ? 'index' : pagePath}.md`;
}
