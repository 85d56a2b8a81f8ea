import {createIndexLoader} from '@site/src/search/indexLoader';
import {createLocalSearchClient, type LocalSearchClient} from '@site/src/search/searchClient';

export type LocalSearch = {client: LocalSearchClient; preload: () => void};

const instances = new Map<string, LocalSearch>();

/**
 * One index loader and client per index, shared by the search bar and the
 * search page, so the index is fetched and built once per visit.
 */
export function localSearch(manifestUrl: string, indexName: string): LocalSearch {
  let instance = instances.get(manifestUrl);
  if (!instance) {
    const loader = createIndexLoader({manifestUrl});
    instance = {client: createLocalSearchClient({indexName, loadEngine: loader.load}), preload: loader.preload};
    instances.set(manifestUrl, instance);
  }
  return instance;
}
