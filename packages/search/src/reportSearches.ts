import {replaceSearch} from './replaceSearch';
import {emitSearchEvent} from './events';

type Searchable = {search: (...args: never[]) => Promise<unknown>};
type Response = {results?: {nbHits?: number; query?: string}[]};

/**
 * A search client that reports each answered query and its number of hits as
 * a search event (a site's analytics may keep only the settled query).
 * Each search asked is reported first, so that a query answered before the
 * reader typed on does not settle; and only the answer to the newest search is
 * reported, as an older query's answer that arrives late was typed past too.
 */
export function reportSearches<T extends Searchable>(client: T, mode: string): T {
  const original = (client.search as unknown as (...args: unknown[]) => Promise<unknown>).bind(client);
  let newest = 0;
  return replaceSearch(client, async (...args: unknown[]) => {
    const asked = ++newest;
    emitSearchEvent({name: 'search-asked'});
    const response = (await original(...args)) as Response;
    const first = response.results?.[0];
    const query = first?.query?.trim();
    if (query && asked === newest)
      emitSearchEvent({
        name: 'search',
        data: {query, hits: response.results!.reduce((sum, r) => sum + (r.nbHits ?? 0), 0), mode},
      });
    return response;
  });
}
