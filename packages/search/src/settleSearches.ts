import {replaceSearch} from './replaceSearch';

type Requests = readonly {query?: string}[] | {requests: readonly {query?: string}[]};
type Searchable = {search: (...args: never[]) => Promise<unknown>};

/** How long the reader must pause before a query's hits are fetched: under the spec's stall threshold. */
export const SETTLE_MS = 200;

/**
 * A search client that searches only the query the reader settles on. Each
 * search asked calls `warm` at once (the local engine fetches the query's
 * term shards, which every prefix of a word shares), then waits `settleMs`;
 * if another search was asked meanwhile, it answers with that one's results
 * instead of its own. A query typed key by key so fetches the records of the
 * hits the reader stops at, not of every prefix on the way.
 */
export function settleSearches<T extends Searchable>(
  client: T,
  {settleMs = SETTLE_MS, warm}: {settleMs?: number; warm?: (query: string) => void} = {},
): T {
  const original = (client.search as unknown as (input: Requests, ...rest: unknown[]) => Promise<unknown>).bind(client);
  let newest = 0;
  let newestAnswer: Promise<unknown> = Promise.resolve();
  const search = (input: Requests, ...rest: unknown[]): Promise<unknown> => {
    const ticket = ++newest;
    const requests = Array.isArray(input) ? input : (input as {requests: Requests & unknown[]}).requests;
    const query = requests[0]?.query;
    if (warm && query) warm(query);
    const answer = new Promise<void>((resolve) => setTimeout(resolve, settleMs)).then(() =>
      ticket === newest ? original(input, ...rest) : newestAnswer,
    );
    newestAnswer = answer;
    return answer;
  };
  return replaceSearch(client, search);
}
