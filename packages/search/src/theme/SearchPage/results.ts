/** One result as the search page lists it; `title`, `breadcrumbs` and `summary` are highlighted HTML. */
export type SearchPageItem = {title: string; url: string; summary: string; breadcrumbs: string[]};

/** One page of an engine's answer, as the search page keeps it. */
export type SearchPageResults = {query: string; items: SearchPageItem[]; total: number; page: number; pages: number};

type Highlighted = {value?: string};

type Hit = {
  url?: string;
  _highlightResult?: {hierarchy?: Record<string, Highlighted>};
  _snippetResult?: {content?: Highlighted};
};

type Response = {query?: string; hits?: Hit[]; nbHits?: number; page?: number; nbPages?: number};

// The highlight class DocSearch indexes use, and the class the page styles matches with.
const INDEX_HIGHLIGHT = /algolia-docsearch-suggestion--highlight/g;
const PAGE_HIGHLIGHT = 'search-result-match';

const restyled = (html: string) => html.replace(INDEX_HIGHLIGHT, PAGE_HIGHLIGHT);

/**
 * The search page's view of one Algolia-shaped response: each hit's deepest heading is its
 * title, the headings above it its breadcrumbs, its content snippet its summary. `processUrl`
 * turns a record's absolute URL into the site's link (theme-search-algolia's URL processor).
 */
export function searchPageResults(response: unknown, processUrl: (url: string) => string): SearchPageResults {
  const {query = '', hits = [], nbHits = 0, page = 0, nbPages = 0} = (response ?? {}) as Response;
  const items = hits.map((hit): SearchPageItem => {
    const headings = Object.values(hit._highlightResult?.hierarchy ?? {}).map((level) => restyled(level.value ?? ''));
    const snippet = hit._snippetResult?.content?.value;
    return {
      title: headings.pop() ?? '',
      url: processUrl(hit.url ?? ''),
      summary: snippet ? `${restyled(snippet)}...` : '',
      breadcrumbs: headings,
    };
  });
  return {query, items, total: nbHits, page, pages: nbPages};
}
