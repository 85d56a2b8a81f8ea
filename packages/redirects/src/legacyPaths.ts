import type {HtmlTagObject} from '@docusaurus/types';

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

/**
 * An inline <head> script that sends `.html` visitors to the plain path before
 * the app starts. Redirecting before hydration matters: a static host answers
 * `/x/index.html` with 404.html, and hydrating that markup as another page
 * would be a mismatch. The function above is the single implementation.
 */
export function legacyPathScript(baseUrl: string): string {
  return `(function(){var p=location.pathname;var t=(${plainPath.toString()})(p,${JSON.stringify(
    baseUrl,
  )});if(t!==p){location.replace(t+location.search+location.hash);}})();`;
}

/**
 * The head tags for legacy addresses: the script above when the build is for
 * a host that does not redirect them itself (the site's setting), none otherwise.
 */
export function legacyPathHeadTags(baseUrl: string, setting: {enabled: boolean}): HtmlTagObject[] {
  return setting.enabled ? [{tagName: 'script', attributes: {}, innerHTML: legacyPathScript(baseUrl)}] : [];
}
