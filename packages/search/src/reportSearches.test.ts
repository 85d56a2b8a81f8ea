import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {onSearchEvent, type SearchEvent} from './events';
import {reportSearches} from './reportSearches';

type Answer = {results: {query: string; nbHits: number}[]};

/** A client whose answers the test releases, in any order. */
function heldClient() {
  const held = new Map<string, (answer: Answer) => void>();
  const client = {
    search: (requests: {params: {query: string}}[]) =>
      new Promise<Answer>((resolve) => held.set(requests[0]!.params.query, resolve)),
  };
  const answer = (query: string, nbHits: number) => held.get(query)!({results: [{query, nbHits}]});
  return {client, answer};
}

const tracked: SearchEvent[] = [];
// Removed after the file, so the next file in this worker (Vitest shares modules across files) hears nothing.
let stopListening: () => void;
beforeAll(() => {
  stopListening = onSearchEvent((event) => tracked.push(event));
});
afterAll(() => stopListening());
afterEach(() => {
  tracked.length = 0;
});

const ask = (client: {search: (r: {params: {query: string}}[]) => Promise<Answer>}, query: string) =>
  client.search([{params: {query}}]);

describe('reportSearches', () => {
  it('reports an answered query with its hits and the search mode', async () => {
    const {client, answer} = heldClient();
    const reporting = reportSearches(client, 'local');
    const asked = ask(reporting, 'routing');
    answer('routing', 7);
    await asked;
    expect(tracked).toEqual([
      {name: 'search-asked'},
      {name: 'search', data: {query: 'routing', hits: 7, mode: 'local'}},
    ]);
  });

  // The older query's answer coming last, then first: either way it was asked past.
  it.each([
    ['after', ['routing', 'routin']],
    ['before', ['routin', 'routing']],
  ] as const)(
    "does not report an older query's answer that arrives %s the newer one, once a newer search was asked",
    async (_, answerOrder) => {
      const {client, answer} = heldClient();
      const reporting = reportSearches(client, 'hosted');
      const asked = new Map([
        ['routin', ask(reporting, 'routin')],
        ['routing', ask(reporting, 'routing')],
      ]);
      const hits = {routin: 4, routing: 5};
      for (const query of answerOrder) {
        answer(query, hits[query]);
        await asked.get(query);
      }
      expect(tracked).toEqual([
        {name: 'search-asked'},
        {name: 'search-asked'},
        {name: 'search', data: {query: 'routing', hits: 5, mode: 'hosted'}},
      ]);
    },
  );

  it('reports the ask before the answer, so that the collector drops a query answered before the reader typed on', async () => {
    const {client, answer} = heldClient();
    const reporting = reportSearches(client, 'local');
    const first = ask(reporting, 'routin');
    answer('routin', 4);
    await first;
    const second = ask(reporting, 'routing');
    expect(tracked.map((event) => event.name)).toEqual(['search-asked', 'search', 'search-asked']);
    answer('routing', 5);
    await second;
  });
});
