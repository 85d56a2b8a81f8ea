import {replaceSearch} from '../../replaceSearch';

/** Search requests in the legacy multi-query shape the stock search page sends. */
type Request = {indexName: string; params?: Record<string, unknown>};
export type Searchable = {search: (requests: Request[]) => Promise<unknown>};

/** The client with every hits request asking for `hitsPerPage` hits a page. */
export function withHitsPerPage<T extends Searchable>(client: T, hitsPerPage: number): T {
  const search = (requests: Request[]) =>
    client.search(
      requests.map((request) =>
        request.params && request.params['hitsPerPage'] !== 0
          ? {...request, params: {...request.params, hitsPerPage}}
          : request,
      ),
    );
  return replaceSearch(client, search);
}
