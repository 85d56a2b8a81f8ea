import {replaceSearch} from './replaceSearch';

type Requests = readonly unknown[] | {requests: readonly unknown[]};
// Any Algolia-shaped client: the stock lite client or the local one.
type Searchable = {search: (...args: never[]) => Promise<unknown>};

function emptyResult(request: unknown) {
  const {query = '', indexName = ''} = (request ?? {}) as {query?: string; indexName?: string};
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: indexName,
  };
}

/**
 * Makes a failed search resolve with no hits and report the failure instead
 * of rejecting. DocSearch sets its "error" status when a search fails (5.x
 * only for Algolia's RetryError), but its autocomplete core resets the status
 * to "idle" as the request settles, and the rejection goes unhandled; so the
 * modal never shows its error screen. The caller shows it from `report` instead. Only
 * the latest search's outcome is reported.
 */
export function guardSearchClient<T extends Searchable>(client: T, report: (error: Error | null) => void): T {
  let latest = 0;
  const original = (client.search as unknown as (input: Requests, ...rest: unknown[]) => Promise<unknown>).bind(client);
  const search = async (input: Requests, ...rest: unknown[]) => {
    const ticket = ++latest;
    try {
      const response = await original(input, ...rest);
      if (ticket === latest) report(null);
      return response;
    } catch (error) {
      if (ticket === latest) report(error as Error);
      const requests = Array.isArray(input) ? input : (input as {requests: readonly unknown[]}).requests;
      return {results: requests.map(emptyResult)};
    }
  };
  return replaceSearch(client, search);
}
