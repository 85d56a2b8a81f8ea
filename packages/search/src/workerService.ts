import {createIndexLoader, type IndexLoader} from './indexLoader';
import {parseQuery} from './query';
import {createLocalSearchClient, type LocalSearchClient} from './searchClient';
import type {WorkerRequest, WorkerResponse} from './workerProtocol';

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
      if (request.kind === 'warm') {
        await (await loader.load()).warm(parseQuery(request.query));
        return {id: request.id, ok: true};
      }
      return {id: request.id, ok: true, results: (await client.search({requests: request.requests})).results};
    } catch (error) {
      const {name, message, status} = error as Error & {status?: number};
      return {id: request.id, ok: false, error: {name, message, ...(status !== undefined && {status})}};
    }
  };
}
