import type {SearchEngine} from './engine';
import {
  searchClientShape,
  type LocalSearchClient,
  type Nested,
  type SearchHit,
  type SearchParams,
  type SearchRequest,
  type SearchResponse,
} from './clientShape';
import {ApiError} from './errors';
import {facetFilterPredicate, FacetFilterError} from './facetFilters';
import {highlight, snippet, type HighlightTags} from './highlight';
import {indexSettings} from './indexSettings';
import {parseQuery, type QueryWord} from './query';
import {LEVELS, type DocSearchRecord} from './records';

export type {LocalSearchClient, SearchHit, SearchParams, SearchRequest, SearchResponse} from './clientShape';

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
  const search: LocalSearchClient['search'] = async (input) => {
    const requests = Array.isArray(input) ? input : (input as {requests: readonly SearchRequest[]}).requests;
    const engine = await loadEngine();
    return {results: await Promise.all(requests.map((request) => runQuery(engine, indexName, request)))};
  };
  return searchClientShape(search);
}
