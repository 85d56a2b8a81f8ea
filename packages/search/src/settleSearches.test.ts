import {describe, expect, it} from 'vitest';
import {settleSearches} from './settleSearches';

type Request = {indexName: string; query: string};

/** A client that records the queries it searched and answers each with its query. */
function recordingClient() {
  const searched: string[] = [];
  return {
    searched,
    client: {
      name: 'recording',
      search: async (input: readonly Request[] | {requests: readonly Request[]}) => {
        const {query} = (Array.isArray(input) ? input : (input as {requests: readonly Request[]}).requests)[0]!;
        searched.push(query);
        return {results: [{query}]};
      },
    },
  };
}

const ask = (query: string): Request[] => [{indexName: 'docs', query}];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('settleSearches', () => {
  it('warms every query at once but searches only the one typed last, answering the earlier ones with it', async () => {
    const {client, searched} = recordingClient();
    const warmed: string[] = [];
    const settled = settleSearches(client, {settleMs: 30, warm: (query) => warmed.push(query)});
    const answers = ['s', 'st', 'str'].map((query) => settled.search(ask(query)));
    expect(warmed).toEqual(['s', 'st', 'str']);
    expect(searched).toEqual([]);
    const results = await Promise.all(answers);
    expect(searched).toEqual(['str']);
    expect(results).toEqual([{results: [{query: 'str'}]}, {results: [{query: 'str'}]}, {results: [{query: 'str'}]}]);
  });

  it('searches again after the reader pauses, and keeps the client as it was', async () => {
    const {client, searched} = recordingClient();
    const settled = settleSearches(client, {settleMs: 10});
    await settled.search(ask('stream'));
    await wait(20);
    await settled.search({requests: ask('streaming')});
    expect(searched).toEqual(['stream', 'streaming']);
    expect(settled.name).toBe('recording');
    expect(client.search).not.toBe(settled.search);
  });

  it('passes a failure on to every search that waited for it', async () => {
    const failing = {
      search: async (_requests: readonly Request[]) => {
        throw new Error('Unreachable hosts');
      },
    };
    const settled = settleSearches(failing, {settleMs: 10});
    const first = settled.search(ask('priv'));
    const second = settled.search(ask('privacy'));
    await expect(first).rejects.toThrow('Unreachable hosts');
    await expect(second).rejects.toThrow('Unreachable hosts');
  });
});
