import type {SearchRequest, SearchResponse} from './clientShape';

/**
 * Searching in a web worker: the index is fetched, parsed and indexed off the
 * page's main thread (about a second for a few hundred pages on a slow
 * machine), so typing stays responsive while it loads and while it answers.
 */
export type WorkerRequest =
  | {id: number; kind: 'init'; manifestUrl: string; indexName: string}
  | {id: number; kind: 'preload'}
  /** Fetches the term shards `query` needs, without searching (settleSearches.ts). */
  | {id: number; kind: 'warm'; query: string}
  | {id: number; kind: 'search'; requests: readonly SearchRequest[]};

export type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export type WorkerResponse =
  | {id: number; ok: true; results?: SearchResponse[]}
  | {id: number; ok: false; error: {name: string; message: string; status?: number}};

/** What a worker, or anything that behaves like one, offers the page. */
export type MessagePort = {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: {data: unknown}) => void) => void;
};
