import {describe, expect, it} from 'vitest';
import {catalogueRows} from '@site/data/catalogue';
import {checkModelData} from '@site/data/modelSchema';
import rawModels from '@site/data/models.json';
import {applyFilters, filtersFromQuery, noFilters, queryFromFilters} from './filters';

const models = checkModelData(rawModels, 'data/models.json').data;
const rows = catalogueRows(models);
const ids = (shown: readonly {id: string}[]) => shown.map((r) => r.id);

describe('catalogue rows', () => {
  it('are the data entries, one per id, in the file order', () => {
    expect(ids(rows)).toEqual(models.map((m) => m.id));
    expect(new Set(ids(rows)).size).toBe(rows.length);
  });

  it('sum up the variants: context span, providers, capabilities and where each was seen', () => {
    const command = rows.find((r) => r.id === 'command-r')!;
    expect(command.context).toEqual({min: 128000, max: 128000});
    expect(command.providers).toEqual(['edenai', 'openrouter']);
    expect(command.sightings).toEqual([
      {source: 'R', seen: '2025-03-11', variants: 2},
      {source: 'S', seen: '2025-10-27', variants: 3},
    ]);
    const sonnet = rows.find((r) => r.id === 'claude-sonnet-4')!;
    expect(sonnet.context).toEqual({min: 200000, max: 1000000});
    expect(sonnet.capabilities).toEqual(['reasoning', 'attachments']);
  });

  it('link the 2025 families to their Models pages', () => {
    const pages = Object.fromEntries(rows.map((r) => [r.id, r.vendor?.slug]));
    expect({
      'claude-3-7-sonnet': pages['claude-3-7-sonnet'],
      'gpt-4-1': pages['gpt-4-1'],
      o3: pages.o3,
      'o4-mini': pages['o4-mini'],
      'gemini-2-5-pro': pages['gemini-2-5-pro'],
      'llama-4-maverick': pages['llama-4-maverick'],
      'qwen-3-32b': pages['qwen-3-32b'],
      'qwq-32b': pages['qwq-32b'],
      'deepseek-r1': pages['deepseek-r1'],
      'deepseek-r1-distill-llama-70b': pages['deepseek-r1-distill-llama-70b'],
      'grok-4': pages['grok-4'],
      'phi-4': pages['phi-4'],
    }).toEqual({
      'claude-3-7-sonnet': 'Claude',
      'gpt-4-1': 'OpenAI',
      o3: 'OpenAI',
      'o4-mini': 'OpenAI',
      'gemini-2-5-pro': 'Google',
      'llama-4-maverick': 'Llama',
      'qwen-3-32b': 'Qwen',
      'qwq-32b': 'Qwen',
      'deepseek-r1': 'Deepseek',
      'deepseek-r1-distill-llama-70b': 'Deepseek',
      'grok-4': 'Grok',
      'phi-4': 'Microsoft',
    });
  });
});

describe('catalogue filters', () => {
  it('narrow by provider, type, capability and text together', () => {
    const shown = applyFilters(rows, {...noFilters, provider: 'openrouter', type: 'vision'});
    expect(ids(shown).sort()).toEqual(['grok-2-vision-1212', 'grok-vision-beta']);
    const chatx = applyFilters(rows, {...noFilters, capabilities: ['tools', 'streaming'], text: 'jamba'});
    expect(ids(chatx)).toEqual(['jamba-1-5-large', 'jamba-1-5-mini', 'jamba-instruct']);
  });

  it('read dots and dashes in versions alike, so both spellings of an id are found', () => {
    expect(ids(applyFilters(rows, {...noFilters, text: 'gpt 4.1'}))).toContain('gpt-4-1');
    expect(ids(applyFilters(rows, {...noFilters, text: 'gpt-4.1-mini'}))).toEqual([
      'gpt-4-1-mini',
      'gpt-4-1-mini-2025-04-14',
    ]);
    const turbo = ids(applyFilters(rows, {...noFilters, text: 'gpt-3.5-turbo-16k'}));
    expect(turbo).toEqual(['gpt-3-5-turbo-16k', 'gpt-3.5-turbo-16k']);
    expect(ids(applyFilters(rows, {...noFilters, text: 'claude sonnet 4'}))).toContain('claude-sonnet-4');
  });

  it('show everything when none is set', () => {
    expect(applyFilters(rows, noFilters)).toEqual(rows);
  });

  it('sort by context, largest a variant records first, with unknown context last', () => {
    const sorted = applyFilters(rows, {...noFilters, sort: 'context-desc'});
    const known = sorted.filter((r) => r.context !== undefined);
    expect(sorted.slice(0, known.length)).toEqual(known);
    for (let i = 1; i < known.length; i += 1)
      expect(known[i - 1]!.context!.max).toBeGreaterThanOrEqual(known[i]!.context!.max);
    expect(known[0]!.context!.max).toBe(Math.max(...known.map((r) => r.context!.max)));
  });

  it('round-trip through the query string, keeping other parameters', () => {
    const filters = {
      provider: 'bedrock',
      type: 'llm',
      capabilities: ['vision' as const],
      text: 'nova',
      sort: 'context-asc' as const,
    };
    const query = queryFromFilters(filters, '?lang=python');
    expect(query).toBe('?lang=python&provider=bedrock&type=llm&cap=vision&q=nova&sort=context-asc');
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(queryFromFilters(noFilters, query)).toBe('?lang=python');
  });

  it('ignore unknown capabilities and sort orders from a shared link', () => {
    expect(filtersFromQuery('?cap=tools,teleport&sort=random')).toEqual({...noFilters, capabilities: ['tools']});
  });
});
