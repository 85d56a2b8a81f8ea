/**
 * Maps a legacy `.html` or `/index.html` path to the plain path the site
 * serves (no trailing slash, except the site root itself):
 * `/docs/Terms/privacy.html` and `/docs/Terms/privacy/index.html` ->
 * `/docs/Terms/privacy`; `/docs/index.html` -> `/docs/`.
 * Other paths come back unchanged.
 */
export function plainPath(pathname: string, baseUrl: string): string {
  const stripped = pathname.replace(/(?:\/index)?\.html$/, '');
  if (stripped === pathname) return pathname;
  if (stripped === '' || `${stripped}/` === baseUrl) return baseUrl;
  return stripped;
}
