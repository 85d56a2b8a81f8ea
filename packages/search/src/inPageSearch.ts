import {createIndexLoader} from './indexLoader';
import type {LocalSearch} from './localSearch';
import {parseQuery} from './query';
import {createLocalSearchClient} from './searchClient';

/** The local search on the page's own thread, where no worker can run it (localSearch.ts). */
export function inPageSearch(manifestUrl: string, indexName: string): LocalSearch {
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
