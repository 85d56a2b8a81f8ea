import {describe, expect, it} from 'vitest';
import {ApiError} from './errors';
import {memoryEngine} from './memoryIndex';
import type {SnippetResult} from './highlight';
import {createLocalSearchClient, type SearchHit, type SearchRequest} from './searchClient';
import {samplePages} from './fixtures/samplePages';

const engine = memoryEngine('https://apipie.ai', samplePages);
const client = createLocalSearchClient({indexName: 'apipie', loadEngine: () => engine});

/** The request DocSearch 3.9 sends for each keystroke. */
function docSearchRequest(query: string, snippetWords = 10): SearchRequest {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  return {
    indexName: 'apipie',
    query,
    attributesToRetrieve: [...levels.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...levels.slice(1).map((l) => `hierarchy.${l}:${snippetWords}`), `content:${snippetWords}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
  };
}

const contentSnippet = (hit: SearchHit) => (hit._snippetResult?.['content'] as SnippetResult).value;

async function first(request: SearchRequest) {
  const {results} = await client.search({requests: [request]});
  return results[0]!;
}

describe('local search client', () => {
  it('answers a DocSearch request with Algolia-shaped hits', async () => {
    const result = await first(docSearchRequest('max_tokens'));
    expect(result).toMatchObject({
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      query: 'max_tokens',
      index: 'apipie',
      exhaustiveNbHits: true,
    });
    expect(typeof result.processingTimeMS).toBe('number');
    const hit = result.hits[0]!;
    expect(Object.keys(hit).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'content',
      'hierarchy',
      'objectID',
      'type',
      'url',
    ]);
    expect(hit).toMatchObject({
      type: 'lvl5',
      url: 'https://apipie.ai/docs/api/chatcompletions#request-body',
      content: null,
      hierarchy: {
        lvl0: 'API reference',
        lvl1: 'Create chat completion',
        lvl2: 'Request body',
        lvl3: null,
        lvl5: 'max_tokens',
      },
    });
    expect(hit._highlightResult).toMatchObject({
      hierarchy: {lvl5: {value: '<mark>max_tokens</mark>', matchLevel: 'full', matchedWords: ['max_tokens']}},
    });
    // Like Algolia, empty levels get no highlight entry.
    expect(Object.keys(hit._highlightResult['hierarchy']!)).toEqual(['lvl0', 'lvl1', 'lvl2', 'lvl5']);
    expect(hit._snippetResult).toMatchObject({
      hierarchy: {lvl5: {value: '<mark>max_tokens</mark>', matchLevel: 'full'}},
    });
  });

  it('accepts the legacy array form with params as an object or a query string, as the search page sends them', async () => {
    const asObject = await client.search([{indexName: 'apipie', params: {query: 'pools', hitsPerPage: 15}}]);
    const asString = await client.search([{indexName: 'apipie', params: 'query=pools&hitsPerPage=15'}]);
    expect(asObject.results[0]!.hitsPerPage).toBe(15);
    expect(asString.results[0]!.hits.map((h) => h.objectID)).toEqual(asObject.results[0]!.hits.map((h) => h.objectID));
    expect(asObject.results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('answers several requests in one call, in order', async () => {
    const {results} = await client.search({requests: [docSearchRequest('pools'), docSearchRequest('privacy')]});
    expect(results.map((r) => r.query)).toEqual(['pools', 'privacy']);
  });

  it('pages through hits', async () => {
    const all = await first({indexName: 'apipie', query: 'memory session', hitsPerPage: 100});
    const page0 = await first({indexName: 'apipie', query: 'memory session', hitsPerPage: 1, page: 0});
    const page1 = await first({indexName: 'apipie', query: 'memory session', hitsPerPage: 1, page: 1});
    expect(all.nbHits).toBeGreaterThanOrEqual(3);
    expect(page0.nbPages).toBe(all.nbHits);
    expect([...page0.hits, ...page1.hits].map((h) => h.objectID)).toEqual(all.hits.slice(0, 2).map((h) => h.objectID));
    expect((await first({indexName: 'apipie', query: 'memory session', hitsPerPage: 1, page: 99})).hits).toEqual([]);
  });

  it('cuts snippets to the requested number of words', async () => {
    const wordCount = (value: string) =>
      value
        .replace(/<\/?mark>|…/g, ' ')
        .trim()
        .split(/\s+/).length;
    const ten = await first(docSearchRequest('costs', 10));
    const five = await first(docSearchRequest('costs', 5));
    const content = (r: typeof ten) => contentSnippet(r.hits.find((h) => h['type'] === 'content')!);
    expect(wordCount(content(ten))).toBe(10);
    expect(wordCount(content(five))).toBe(5);
    expect(content(five)).toMatch(/…$/);
  });

  it('retrieves only the requested attributes, everything by default', async () => {
    const hit = (await first({indexName: 'apipie', query: 'pools', attributesToRetrieve: ['url']})).hits[0]!;
    // The page record has no content, so nothing to snippet.
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', 'objectID', 'url']);
    const full = (await first({indexName: 'apipie', query: 'pools'})).hits[0]!;
    expect(full).toHaveProperty('weight.level');
    expect(full).toHaveProperty('docusaurus_tag');
  });

  it('filters by facets', async () => {
    const docsOnly = await first({
      ...docSearchRequest('memory'),
      facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']],
    });
    expect(docsOnly.hits.length).toBeGreaterThan(0);
    expect(docsOnly.hits.every((h) => (h['hierarchy'] as {lvl0: string}).lvl0 !== 'Blog')).toBe(true);
    const none = await first({...docSearchRequest('memory'), facetFilters: ['language:fr']});
    expect(none.nbHits).toBe(0);
  });

  it('escapes markup in content and never echoes markup from the query', async () => {
    const hit = (await first(docSearchRequest('bearer'))).hits[0]!;
    const snippetValue = contentSnippet(hit);
    expect(snippetValue).toContain('<mark>Bearer</mark> &lt;your key&gt;');
    expect(snippetValue).not.toContain('<script');
    const injected = await first(docSearchRequest('<img src=x onerror=alert(1)>'));
    expect(JSON.stringify(injected.hits)).not.toContain('<img');
  });

  it('uses the index default highlight tags when the request names none', async () => {
    const hit = (await first({indexName: 'apipie', query: 'pools'})).hits[0]!;
    expect(JSON.stringify(hit._highlightResult)).toContain(
      '<span class=\\"algolia-docsearch-suggestion--highlight\\">',
    );
  });

  it('refuses an unknown index with a 404 and a bad filter with a 400', async () => {
    await expect(client.search([{indexName: 'other', query: 'x'}])).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
    });
    const bad = client.search([{indexName: 'apipie', query: 'x', facetFilters: ['nocolon']}]);
    await expect(bad).rejects.toBeInstanceOf(ApiError);
    await expect(bad).rejects.toMatchObject({status: 400});
  });

  it('passes loading failures through, so DocSearch can show its error screen', async () => {
    const failing = createLocalSearchClient({
      indexName: 'apipie',
      loadEngine: async () => {
        throw Object.assign(new Error('Unreachable hosts'), {name: 'RetryError'});
      },
    });
    await expect(failing.search([{indexName: 'apipie', query: 'x'}])).rejects.toMatchObject({name: 'RetryError'});
  });

  it('records user agents as Algolia clients do', () => {
    client.addAlgoliaAgent('docsearch', '3.9.0');
    expect(client.transporter.algoliaAgent.value).toContain('docsearch (3.9.0)');
  });
});
