import {createIndexLoader, type Fetch} from './indexLoader';
import type {LocalSearch} from './localSearch';
import {parseQuery} from './query';
import {createLocalSearchClient} from './searchClient';

/** The local search on the page's own thread, where no worker can run it (localSearch.ts). */
export function inPageSearch(manifestUrl: string, indexName: string, fetch?: Fetch): LocalSearch {
  const loader = createIndexLoader({manifestUrl, ...(fetch && {fetch})});
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
