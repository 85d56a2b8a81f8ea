import {describe, expect, it} from 'vitest';
import {withHitsPerPage} from './withHitsPerPage';

describe('withHitsPerPage', () => {
  it('sets hitsPerPage on hits requests and leaves facet-only requests (hitsPerPage 0) alone', async () => {
    const seen: unknown[] = [];
    const client = {search: async (requests: unknown[]) => (seen.push(requests), {results: []}), appId: 'APP'};
    const wrapped = withHitsPerPage(client, 20);
    await wrapped.search([
      {indexName: 'apipie', params: {query: 'keys', hitsPerPage: 15, page: 1}},
      {indexName: 'apipie', params: {query: 'keys', hitsPerPage: 0}},
    ]);
    expect(seen[0]).toEqual([
      {indexName: 'apipie', params: {query: 'keys', hitsPerPage: 20, page: 1}},
      {indexName: 'apipie', params: {query: 'keys', hitsPerPage: 0}},
    ]);
    expect(wrapped.appId).toBe('APP');
  });
});
