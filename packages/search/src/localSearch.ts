import {searchClientShape, type LocalSearchClient} from './clientShape';
import type {Fetch} from './indexLoader';
import {createWorkerSearchClient} from './workerClient';

/** The local client; `preload` starts fetching the index, `warm` the term shards a query needs. */
export type LocalSearch = {client: LocalSearchClient; preload: () => void; warm: (query: string) => void};

const instances = new Map<string, LocalSearch>();

function inWorker(manifestUrl: string, indexName: string): LocalSearch {
  const client = createWorkerSearchClient({
    indexName,
    manifestUrl,
    startWorker: () => new Worker(new URL('./search.worker.ts', import.meta.url)),
  });
  return {client, preload: client.preload, warm: client.warm};
}

/**
 * Without workers (server rendering, very old browsers) the index is searched on the page. The
 * engine comes in a chunk of its own, loaded on first use: the worker holds it everywhere else,
 * so the modal's code does not carry a second copy.
 */
function inPage(manifestUrl: string, indexName: string, fetch?: Fetch): LocalSearch {
  const local = import('./inPageSearch').then(({inPageSearch}) => inPageSearch(manifestUrl, indexName, fetch));
  return {
    client: searchClientShape(async (input) => (await local).client.search(input)),
    preload: () => void local.then((search) => search.preload()),
    warm: (query) => void local.then((search) => search.warm(query)),
  };
}

/**
 * One client per index, shared by the search bar and the search page, so the
 * index is fetched and built once per visit. The work happens in a web worker,
 * started the first time search is used. `inPageFetch` fetches the index files where the search runs
 * on the page (tests).
 */
export function localSearch(
  manifestUrl: string,
  indexName: string,
  {inPageFetch}: {inPageFetch?: Fetch} = {},
): LocalSearch {
  let instance = instances.get(manifestUrl);
  if (!instance) {
    instance =
      typeof Worker === 'function' ? inWorker(manifestUrl, indexName) : inPage(manifestUrl, indexName, inPageFetch);
    instances.set(manifestUrl, instance);
  }
  return instance;
}
