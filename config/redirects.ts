/**
 * Every redirect the site serves, in one table. Paths are relative to the
 * site base (/docs/), the same convention as routes.json. A redirect may only
 * point at a page that exists: the redirect plugin fails the build otherwise.
 */
export type Redirect = {
  readonly from: string;
  readonly to: string;
};

export const redirects: readonly Redirect[] = [
  // Old API reference entry points.
  {from: '/api', to: '/api/introduction'},
  {from: '/api/rate-limits', to: '/api/introduction'},
  // Section roots lead to their first page.
  {from: '/Terms', to: '/Terms/user-agreement'},
];
