import {describe, expect, it} from 'vitest';
import {decodeOutlines, encodeOutlines, OUTLINES_FORMAT} from './outlines';
import {API_OPERATION_RANK, pageRecords} from './pageOutline';
import {samplePages} from './fixtures/samplePages';

const api = samplePages[0]!;

describe('pageRecords', () => {
  const records = pageRecords(api, 'https://apipie.ai');

  it('makes a lvl1 record for the page, then one per heading and text block, in order', () => {
    expect(records.map((r) => r.type)).toEqual([
      'lvl1',
      'content',
      'lvl2',
      'lvl5',
      'content',
      'lvl5',
      'content',
      'lvl5',
      'content',
      'lvl2',
      'content',
    ]);
    expect(records.map((r) => r.weight.position)).toEqual([...records.keys()]);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('gives each record its full hierarchy', () => {
    const maxTokens = records.find((r) => r.content === 'Upper bound on tokens in the answer.')!;
    expect(maxTokens.hierarchy).toEqual({
      lvl0: 'API reference',
      lvl1: 'Create chat completion',
      lvl2: 'Request body',
      lvl3: null,
      lvl4: null,
      lvl5: 'max_tokens',
      lvl6: null,
    });
    expect(records.find((r) => r.content?.startsWith('Set stream'))!.hierarchy.lvl5).toBeNull();
  });

  it('links each record to the closest heading that has an anchor', () => {
    expect(records[0]!.url).toBe('https://apipie.ai/docs/api/chatcompletions');
    expect(records[1]!.url).toBe('https://apipie.ai/docs/api/chatcompletions');
    expect(records[1]!.anchor).toBeNull();
    const tableRow = records.find((r) => r.type === 'lvl5' && r.hierarchy.lvl5 === 'max_tokens')!;
    expect(tableRow.url).toBe('https://apipie.ai/docs/api/chatcompletions#request-body');
    expect(tableRow.url_without_anchor).toBe('https://apipie.ai/docs/api/chatcompletions');
  });

  it('ranks by level as DocSearch does and keeps the facets and keywords', () => {
    expect(records[0]!.weight.level).toBe(100);
    expect(records[2]!.weight.level).toBe(90);
    expect(records[1]!.weight.level).toBe(0);
    expect(records[0]!.keywords).toEqual(['chatcompletions']);
    expect(records[1]!.keywords).toEqual([]);
    expect(records[0]).toMatchObject({language: 'en', docusaurus_tag: 'docs-default-current', version: 'current'});
  });

  it('ranks a guide above an API operation page, and both above a post', () => {
    const rank = (path: string) =>
      pageRecords(
        samplePages.find((p) => p.path === path)!,
        'https://apipie.ai',
      )[0]!;
    expect(rank('/docs/Terms/privacy').weight.pageRank).toBe(1);
    expect(records[0]!.weight.pageRank).toBe(API_OPERATION_RANK);
    expect(API_OPERATION_RANK).toBeLessThan(1);
    expect(API_OPERATION_RANK).toBeGreaterThan(0);
    expect(pageRecords({...api, docusaurusTag: 'default'}, 'https://apipie.ai')[0]!.weight.pageRank).toBe(0);
  });
});

describe('outlines file', () => {
  it('round-trips every page outline', () => {
    const file = JSON.parse(JSON.stringify(encodeOutlines('https://apipie.ai', samplePages)));
    expect(decodeOutlines(file)).toEqual({siteUrl: 'https://apipie.ai', pages: samplePages});
    // A legal page, with and without a guide before its flag.
    const legal = [
      {...samplePages[1]!, legal: true},
      {...samplePages[0]!, guide: '/docs/Features/Completions', legal: true},
    ];
    const legalFile = JSON.parse(JSON.stringify(encodeOutlines('https://apipie.ai', legal)));
    expect(decodeOutlines(legalFile)).toEqual({siteUrl: 'https://apipie.ai', pages: legal});
    // A list item that points to another page keeps its flag.
    const pointing = [
      {...samplePages[2]!, entries: [{text: 'Routing: pick a provider.', parent: -1, role: 'pointer' as const}]},
    ];
    const pointingFile = JSON.parse(JSON.stringify(encodeOutlines('https://apipie.ai', pointing)));
    expect(decodeOutlines(pointingFile)).toEqual({siteUrl: 'https://apipie.ai', pages: pointing});
  });

  it('stores each heading once, not once per record', () => {
    const json = JSON.stringify(encodeOutlines('https://apipie.ai', samplePages));
    expect(json.split('Request body').length - 1).toBe(1);
  });

  it('rejects a file of another format', () => {
    expect(() => decodeOutlines({format: 1, pages: []})).toThrow(`expected format ${OUTLINES_FORMAT}`);
  });
});
