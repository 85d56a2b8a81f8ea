import {createIndexLoader} from './indexLoader';
import {parseQuery} from './query';
import {createLocalSearchClient, type LocalSearchClient} from './searchClient';
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

// Without workers (server rendering, very old browsers) the index is searched on the page.
function inPage(manifestUrl: string, indexName: string): LocalSearch {
  const loader = createIndexLoader({manifestUrl});
  return {
    client: createLocalSearchClient({indexName, loadEngine: loader.load}),
    preload: loader.preload,
    warm: (query) =>
      void loader
        .load()
        .then((engine) => engine.warm(parseQuery(query)))
        .catch(() => {}),
  };
}

/**
 * One client per index, shared by the search bar and the search page, so the
 * index is fetched and built once per visit. The work happens in a web worker,
 * started the first time search is used.
 */
export function localSearch(manifestUrl: string, indexName: string): LocalSearch {
  let instance = instances.get(manifestUrl);
  if (!instance) {
    instance = typeof Worker === 'function' ? inWorker(manifestUrl, indexName) : inPage(manifestUrl, indexName);
    instances.set(manifestUrl, instance);
  }
  return instance;
}
