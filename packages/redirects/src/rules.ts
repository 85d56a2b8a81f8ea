/** One entry of the redirect table: an old path under the base URL and the page that replaced it. */
export type Redirect = {
  readonly from: string;
  readonly to: string;
};

/** One server-side redirect: an absolute request path and the absolute path it answers 301 with. */
export type RedirectRule = {from: string; to: string};

/**
 * The redirect table as absolute paths under the base URL, each `from` also
 * in its legacy `.html` and `/index.html` forms, so those lead to the final
 * page in one hop instead of two.
 */
export function redirectRules(redirects: readonly Redirect[], baseUrl: string): RedirectRule[] {
  const absolute = (relative: string) => `${baseUrl}${relative.replace(/^\//, '')}`;
  return redirects.flatMap(({from, to}) => {
    const source = absolute(from);
    const target = absolute(to);
    return [source, `${source}.html`, `${source}/index.html`].map((path) => ({from: path, to: target}));
  });
}
