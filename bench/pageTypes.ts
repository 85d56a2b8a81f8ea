/** The page types the bench and the byte budgets compare, in table order. */
export const PAGE_TYPES = ['home', 'guide', 'API operation', 'API category', 'blog post', 'blog list'] as const;

export type PageType = (typeof PAGE_TYPES)[number];

/** One page of each type on this site, relative to /docs/. */
export const SITE_PAGES: Record<PageType, string> = {
  home: '',
  guide: 'Features/Completions',
  'API operation': 'api/chatcompletions',
  'API category': 'category/api/vectors',
  'blog post': 'blog/2024/06/20/welcome',
  'blog list': 'blog',
};

/** The same types in the stock classic template, served under /docs/ too (it has no API reference). */
export const STOCK_PAGES: Partial<Record<PageType, string>> = {
  home: '',
  guide: 'docs/intro',
  'blog post': 'blog/welcome',
  'blog list': 'blog',
};
