import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {familySentence, familySummaries, summarySentence, vendorSummary} from './catalogue';
import type {ModelEntry} from './modelSchema';
import {vendorPages} from './vendorPages';

const entries: ModelEntry[] = [
  {id: 'qwen-3-32b', variants: [{source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 131072}]},
  {
    id: 'qwen-2-72b-instruct',
    variants: [{source: 'R', seen: '2025-03-11', type: 'llm', max_tokens: 32768, max_response_tokens: 4096}],
  },
  {id: 'qwq-32b', variants: [{source: 'S', seen: '2025-10-27', type: 'llm'}]},
  {id: 'gpt-4o', variants: [{source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 128000}]},
];

describe('vendorSummary', () => {
  it("sums up one Models page's ids from the data: count, ids in the newest list, limit ranges", () => {
    expect(vendorSummary('Qwen', entries)).toEqual({
      slug: 'Qwen',
      name: 'Qwen',
      ids: 3,
      listed: 2,
      listDate: '2025-10-27',
      context: {min: 32768, max: 131072},
      contextIds: 2,
      response: {min: 4096, max: 4096},
      responseIds: 1,
    });
  });

  it('says it in one sentence, with how many ids record each limit', () => {
    expect(summarySentence(vendorSummary('Qwen', entries))).toBe(
      'This page lists 3 Qwen ids, 2 of them in the model list of 2025-10-27. Where a source records it, the ' +
        'context window is from 32,768 to 131,072 tokens (2 ids record one), and the answer limit is 4,096 tokens ' +
        '(1 id records one).',
    );
    expect(summarySentence(vendorSummary('Flux', entries))).toBe('No source we use lists an exact Flux model id.');
    const voices: ModelEntry[] = [
      ...entries,
      {id: 'eleven_turbo_v2', variants: [{source: 'R', seen: '2025-03-11', type: 'voice', max_tokens: 5000}]},
    ];
    expect(summarySentence(vendorSummary('Eleven_Labs', voices))).toMatch(
      /^This page lists 1 ElevenLabs id, none of them in the model list of 2025-10-27, which lists language models only\./,
    );
  });

  it('fails on a page that data/vendorPages.ts does not know', () => {
    expect(() => vendorSummary('Qwenn', entries)).toThrow(/no Models page "Qwenn"/);
  });
});

describe('familySummaries', () => {
  const amazon: ModelEntry[] = [
    {id: 'nova-micro-v1', variants: [{source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 128000}]},
    {id: 'nova-canvas-v1', variants: [{source: 'R', seen: '2025-03-11', type: 'image'}]},
    {id: 'titan-embed-text-v2', variants: [{source: 'R', seen: '2025-03-11', type: 'embedding', max_tokens: 8192}]},
    {id: 'gpt-4o', variants: [{source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 128000}]},
  ];

  it('sums up each family a page names from its own ids: count, newest list, kinds, windows', () => {
    const [nova, titan] = familySummaries('Amazon', amazon);
    expect(nova).toEqual({
      name: 'Nova',
      ids: 2,
      listed: 1,
      types: ['Chat', 'Image'],
      context: {min: 128000, max: 128000},
      contextIds: 1,
    });
    expect(familySentence(nova!, '2025-10-27')).toBe(
      '2 ids, 1 of them in the model list of 2025-10-27: Chat, Image; context window 128,000 tokens (1 id records one).',
    );
    expect(familySentence(titan!, undefined)).toBe('1 id: Embedding; context window 8,192 tokens.');
  });

  it('finds ids for every family a Models page names, in data/models.json', () => {
    const {data} = JSON.parse(readFileSync('data/models.json', 'utf8')) as {data: ModelEntry[]};
    const empty = vendorPages.flatMap((page) =>
      familySummaries(page.slug, data)
        .filter((family) => family.ids === 0)
        .map((family) => `${page.slug}: ${family.name}`),
    );
    expect(empty).toEqual([]);
    expect(vendorPages.filter((page) => page.families).length).toBeGreaterThanOrEqual(5);
  });
});
