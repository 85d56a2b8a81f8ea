import {describe, expect, it} from 'vitest';
import {guardSearchClient} from './guardSearchClient';

function controllableClient() {
  const pending: {resolve: (value: {results: unknown[]}) => void; reject: (error: Error) => void}[] = [];
  const client = {
    appId: 'x',
    search: (_requests: unknown) =>
      new Promise<{results: unknown[]}>((resolve, reject) => pending.push({resolve, reject})),
  };
  return {client, pending};
}

describe('guardSearchClient', () => {
  it('passes results through and reports success', async () => {
    const reports: (string | null)[] = [];
    const {client, pending} = controllableClient();
    const guarded = guardSearchClient(client, (error) => reports.push(error?.name ?? null));
    const search = guarded.search({requests: [{indexName: 'apipie', query: 'a'}]});
    pending[0]!.resolve({results: [{hits: [1]}]});
    expect(await search).toEqual({results: [{hits: [1]}]});
    expect(reports).toEqual([null]);
    expect(guarded.appId).toBe('x');
  });

  it('turns a failure into an empty answer per request and reports the error', async () => {
    const reports: (string | null)[] = [];
    const {client, pending} = controllableClient();
    const guarded = guardSearchClient(client, (error) => reports.push(error?.name ?? null));
    const search = guarded.search([
      {indexName: 'apipie', query: 'a'},
      {indexName: 'apipie', query: 'b'},
    ]);
    pending[0]!.reject(Object.assign(new Error('Unreachable hosts'), {name: 'RetryError'}));
    const {results} = (await search) as {results: unknown[]};
    expect(results).toMatchObject([
      {hits: [], nbHits: 0, query: 'a'},
      {hits: [], nbHits: 0, query: 'b'},
    ]);
    expect(reports).toEqual(['RetryError']);
  });

  it('reports only the outcome of the latest search', async () => {
    const reports: (string | null)[] = [];
    const {client, pending} = controllableClient();
    const guarded = guardSearchClient(client, (error) => reports.push(error?.name ?? null));
    const older = guarded.search({requests: [{query: 'a'}]});
    const newer = guarded.search({requests: [{query: 'ab'}]});
    pending[1]!.resolve({results: []});
    await newer;
    pending[0]!.reject(new Error('late failure'));
    await older;
    expect(reports).toEqual([null]);
  });
});
