import {ApiError, RetryError} from './errors';
import {searchClientShape, type LocalSearchClient, type SearchRequest} from './clientShape';
import type {MessagePort, WithoutId, WorkerRequest, WorkerResponse} from './workerProtocol';

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
}): LocalSearchClient & {preload: () => void; warm: (query: string) => void} {
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
  const search: LocalSearchClient['search'] = async (input) => {
    const requests = Array.isArray(input) ? input : (input as {requests: readonly SearchRequest[]}).requests;
    const response = await call({kind: 'search', requests});
    if (!response.ok) throw revive(response.error);
    return {results: response.results ?? []};
  };
  return {
    ...searchClientShape(search),
    preload: () => void call({kind: 'preload'}),
    // A failed warm-up is forgotten: the search that follows fetches again and reports the failure.
    warm: (query) => void call({kind: 'warm', query}),
  };
}
