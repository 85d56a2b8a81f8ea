import {ApiError, RetryError} from './errors';
import {createIndexLoader, type IndexLoader} from './indexLoader';
import {createLocalSearchClient, type LocalSearchClient, type SearchRequest, type SearchResponse} from './searchClient';

/**
 * Searching in a web worker: the index is fetched, parsed and indexed off the
 * page's main thread (about a second for a few hundred pages on a slow
 * machine), so typing stays responsive while it loads and while it answers.
 */
export type WorkerRequest =
  | {id: number; kind: 'init'; manifestUrl: string; indexName: string}
  | {id: number; kind: 'preload'}
  | {id: number; kind: 'search'; requests: readonly SearchRequest[]};

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export type WorkerResponse =
  | {id: number; ok: true; results?: SearchResponse[]}
  | {id: number; ok: false; error: {name: string; message: string; status?: number}};

/** What a worker, or anything that behaves like one, offers the page. */
export type MessagePort = {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: {data: unknown}) => void) => void;
};

/** Worker side: answers each request with a loader and client created on `init`. */
export function createWorkerService(fetchImpl?: (url: string, init?: RequestInit) => Promise<Response>) {
  let loader: IndexLoader | null = null;
  let client: LocalSearchClient | null = null;
  return async function answer(request: WorkerRequest): Promise<WorkerResponse> {
    try {
      if (request.kind === 'init') {
        loader = createIndexLoader({manifestUrl: request.manifestUrl, ...(fetchImpl && {fetch: fetchImpl})});
        client = createLocalSearchClient({indexName: request.indexName, loadEngine: loader.load});
        return {id: request.id, ok: true};
      }
      if (!loader || !client) throw new Error('Search worker: init must come first');
      if (request.kind === 'preload') {
        await loader.load();
        return {id: request.id, ok: true};
      }
      return {id: request.id, ok: true, results: (await client.search({requests: request.requests})).results};
    } catch (error) {
      const {name, message, status} = error as Error & {status?: number};
      return {id: request.id, ok: false, error: {name, message, ...(status !== undefined && {status})}};
    }
  };
}

function revive({name, message, status}: {name: string; message: string; status?: number}): Error {
  if (name === 'RetryError') return new RetryError(message);
  if (name === 'ApiError') return new ApiError(message, status ?? 400);
  return Object.assign(new Error(message), {name});
}

/**
 * Page side: a client with the local client's interface whose work happens
 * in the worker `startWorker` creates, on first use only.
 */
export function createWorkerSearchClient({
  indexName,
  manifestUrl,
  startWorker,
}: {
  indexName: string;
  manifestUrl: string;
  startWorker: () => MessagePort;
}): LocalSearchClient & {preload: () => void} {
  let port: MessagePort | null = null;
  let nextId = 0;
  const waiting = new Map<number, {resolve: (r: WorkerResponse) => void}>();
  const call = (request: WithoutId<WorkerRequest>): Promise<WorkerResponse> => {
    if (!port) {
      port = startWorker();
      port.addEventListener('message', ({data}) => {
        const response = data as WorkerResponse;
        waiting.get(response.id)?.resolve(response);
        waiting.delete(response.id);
      });
      port.postMessage({id: nextId++, kind: 'init', manifestUrl, indexName} satisfies WorkerRequest);
    }
    const id = nextId++;
    return new Promise((resolve) => {
      waiting.set(id, {resolve});
      port!.postMessage({...request, id});
    });
  };
  // Same shape as the in-page client; only `search` goes to the worker.
  const shape = createLocalSearchClient({indexName, loadEngine: () => Promise.reject(new Error('unused'))});
  const search: LocalSearchClient['search'] = async (input) => {
    const requests = Array.isArray(input) ? input : (input as {requests: readonly SearchRequest[]}).requests;
    const response = await call({kind: 'search', requests});
    if (!response.ok) throw revive(response.error);
    return {results: response.results ?? []};
  };
  return {...shape, search, searchForHits: search, preload: () => void call({kind: 'preload'})};
}
