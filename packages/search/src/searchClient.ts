import type {SearchEngine} from './engine';
import {ApiError} from './errors';
import {facetFilterPredicate, FacetFilterError, type FacetFilters} from './facetFilters';
import {highlight, snippet, type HighlightResult, type HighlightTags, type SnippetResult} from './highlight';
import {indexSettings} from './indexSettings';
import {parseQuery, type QueryWord} from './query';
import {LEVELS, type DocSearchRecord} from './records';

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

type Nested<T> = {[key: string]: T | Nested<T>};

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

const SEARCHABLE = [...LEVELS.map((level) => `hierarchy.${level}`), 'content'];
const MAX_HITS_PER_PAGE = 1000;

function requestParams(request: SearchRequest): SearchParams & {indexName: string} {
  const {params, ...inline} = request;
  if (typeof params === 'string') {
    const parsed: SearchParams = {};
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        parsed[key] = JSON.parse(value);
      } catch {
        parsed[key] = value;
      }
    }
    return {...inline, ...parsed};
  }
  return {...inline, ...params};
}

function getPath(record: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      record,
    );
}

function setPath<T>(target: Nested<T>, path: string, value: T): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Nested<T>;
  node[keys[keys.length - 1]!] = value;
}

/** `hierarchy` stands for each of its levels; `*` for every searchable attribute. */
function expandAttributes(attributes: readonly string[]): string[] {
  return attributes.flatMap((attribute) => {
    if (attribute === '*') return SEARCHABLE;
    if (attribute === 'hierarchy') return SEARCHABLE.filter((a) => a.startsWith('hierarchy.'));
    return [attribute];
  });
}

function retrieve(record: DocSearchRecord, attributes: readonly string[]): Record<string, unknown> {
  if (attributes.includes('*')) return structuredClone(record) as Record<string, unknown>;
  const hit: Nested<unknown> = {};
  for (const attribute of attributes) {
    const value = getPath(record, attribute);
    if (value !== undefined) setPath(hit, attribute, structuredClone(value));
  }
  return hit;
}

function toHit(record: DocSearchRecord, words: readonly QueryWord[], params: SearchParams): SearchHit {
  const tags: HighlightTags = {
    pre: params.highlightPreTag ?? indexSettings.highlightPreTag,
    post: params.highlightPostTag ?? indexSettings.highlightPostTag,
  };
  const hit = {
    ...retrieve(record, params.attributesToRetrieve ?? ['*']),
    objectID: record.objectID,
    _highlightResult: {},
  } as SearchHit;
  // Like Algolia, attributes without a value get no highlight or snippet entry.
  for (const attribute of expandAttributes(params.attributesToHighlight ?? indexSettings.attributesToHighlight)) {
    const value = getPath(record, attribute);
    if (typeof value === 'string') setPath(hit._highlightResult, attribute, highlight(value, words, tags));
  }
  for (const spec of params.attributesToSnippet ?? indexSettings.attributesToSnippet) {
    const [attribute = '', count] = spec.split(':');
    for (const path of expandAttributes([attribute])) {
      const value = getPath(record, path);
      if (typeof value !== 'string') continue;
      const ellipsis = params.snippetEllipsisText ?? indexSettings.snippetEllipsisText;
      setPath((hit._snippetResult ??= {}), path, snippet(value, words, Number(count) || 10, tags, ellipsis));
    }
  }
  return hit;
}

function encodeParams(params: SearchParams): string {
  return new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();
}

async function runQuery(engine: SearchEngine, indexName: string, request: SearchRequest): Promise<SearchResponse> {
  const started = performance.now();
  const {indexName: requestedIndex, ...params} = requestParams(request);
  if (requestedIndex !== indexName) throw new ApiError(`Index ${requestedIndex} does not exist`, 404);
  // Facets are the page's (language, docusaurus_tag, version), as DocSearch and the search page filter them.
  let filter: (record: unknown) => boolean;
  try {
    filter = facetFilterPredicate(params.facetFilters);
  } catch (error) {
    if (error instanceof FacetFilterError) throw new ApiError(error.message, 400);
    throw error;
  }
  const query = params.query ?? '';
  const words = parseQuery(query);
  const hitsPerPage = Math.min(Math.max(0, params.hitsPerPage ?? indexSettings.hitsPerPage), MAX_HITS_PER_PAGE);
  const page = Math.max(0, params.page ?? 0);
  const {matches, total, places} = await engine.search(words, {
    filter,
    offset: page * hitsPerPage,
    length: hitsPerPage,
    ...(typeof params.maxHitsPerGroup === 'number' && {perGroup: Math.max(1, params.maxHitsPerGroup)}),
  });
  return {
    hits: matches.map(({record}) => toHit(record, words, params)),
    nbHits: total,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(places / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
    query,
    params: encodeParams(params),
    index: requestedIndex,
  };
}

/**
 * A search client that answers the part of Algolia's search API that
 * DocSearch and the search page use, from the local index. `loadEngine`
 * fetches the index the first time a search needs it.
 */
export function createLocalSearchClient({
  indexName,
  loadEngine,
}: {
  indexName: string;
  loadEngine: () => Promise<SearchEngine>;
}): LocalSearchClient {
  const agents = new Set<string>(['Local search (1.0.0)']);
  const algoliaAgent = {
    get value() {
      return [...agents].join('; ');
    },
    add({segment, version}: {segment: string; version?: string}) {
      agents.add(version ? `${segment} (${version})` : segment);
    },
  };
  const search: LocalSearchClient['search'] = async (input) => {
    const requests = Array.isArray(input) ? input : (input as {requests: readonly SearchRequest[]}).requests;
    const engine = await loadEngine();
    return {results: await Promise.all(requests.map((request) => runQuery(engine, indexName, request)))};
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
