/**
 * The search client's types and the parts of Algolia's client shape that do not search: what the
 * page's worker client shares with the local client without loading the engine.
 */
import type {FacetFilters} from './facetFilters';
import type {HighlightResult, SnippetResult} from './highlight';

/** The search parameters the client understands: what DocSearch and the search page send. */
export type SearchParams = {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: readonly string[];
  attributesToHighlight?: readonly string[];
  /** `attribute:words`, e.g. `content:10`. */
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: FacetFilters;
  /**
   * The local client's own: at most this many hits of one lvl0 group (DocSearch's
   * maxResultsPerGroup), the others left out of `hits` (not of `nbHits`), so their records are not fetched.
   */
  maxHitsPerGroup?: number;
  [other: string]: unknown;
};

/** A request as Algolia's clients accept it: parameters inline, or in `params` (an object or a query string). */
export type SearchRequest = SearchParams & {indexName: string; params?: SearchParams | string};

export type Nested<T> = {[key: string]: T | Nested<T>};

export type SearchHit = Record<string, unknown> & {
  objectID: string;
  _highlightResult: Nested<HighlightResult>;
  _snippetResult?: Nested<SnippetResult>;
};

export type SearchResponse = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
};

export type LocalSearchClient = {
  readonly appId: string;
  readonly apiKey: string;
  transporter: {algoliaAgent: {value: string; add: (agent: {segment: string; version?: string}) => void}};
  addAlgoliaAgent: (segment: string, version?: string) => void;
  search: (
    requests: readonly SearchRequest[] | {requests: readonly SearchRequest[]},
  ) => Promise<{results: SearchResponse[]}>;
  searchForHits: LocalSearchClient['search'];
  clearCache: () => Promise<void>;
};

/** A client of Algolia's shape around `search`: its agents, its (empty) cache, `searchForHits`. */
export function searchClientShape(search: LocalSearchClient['search']): LocalSearchClient {
  const agents = new Set<string>(['Local search (1.0.0)']);
  const algoliaAgent = {
    get value() {
      return [...agents].join('; ');
    },
    add({segment, version}: {segment: string; version?: string}) {
      agents.add(version ? `${segment} (${version})` : segment);
    },
  };
  return {
    appId: 'local',
    apiKey: '',
    transporter: {algoliaAgent},
    addAlgoliaAgent: (segment, version) => algoliaAgent.add({segment, version}),
    search,
    searchForHits: search,
    clearCache: async () => {},
  };
}
