import {describe, expect, it} from 'vitest';
import {buildIndexFiles} from './indexBuilder';
import {localSearch} from './localSearch';
import {samplePages} from './fixtures/samplePages';

const built = buildIndexFiles({siteUrl: 'https://apipie.ai', pages: samplePages});

describe('localSearch without workers', () => {
  it('searches on the page, loading the engine on first use', async () => {
    expect(typeof Worker).toBe('undefined');
    const requested: string[] = [];
    const inPageFetch = async (url: string) => {
      requested.push(url);
      const name = url.replace('/s/', '');
      const text = name === 'manifest.json' ? JSON.stringify(built.manifest) : built.files.get(name);
      return new Response(text ?? 'not found', {status: text === undefined ? 404 : 200});
    };
    const {client, warm} = localSearch('/s/manifest.json', 'apipie', {inPageFetch});
    // Nothing is fetched until a search is asked for.
    expect(requested).toEqual([]);
    warm('memory');
    const {results} = await client.search([{indexName: 'apipie', query: 'memory', hitsPerPage: 3}]);
    expect(results[0]!.hits.length).toBeGreaterThan(0);
    expect(requested[0]).toBe('/s/manifest.json');
    expect(requested.filter((url) => url === '/s/manifest.json')).toHaveLength(1);
  });
});
