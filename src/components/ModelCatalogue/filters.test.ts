import {describe, expect, it} from 'vitest';
import {catalogueRows, models} from '@site/data/catalogue';
import {applyFilters, filtersFromQuery, noFilters, queryFromFilters} from './filters';

const rows = catalogueRows(models);

describe('catalogue rows', () => {
  it('are the data entries, one each, in the file order', () => {
    expect(rows.map((r) => r.entry)).toEqual(models);
    expect(rows.map((r) => r.entry.id)).toEqual(models.map((m) => m.id));
  });

  it('have unique anchors, and one model anchor per model id', () => {
    const anchors = rows.flatMap((r) => [r.anchor, r.modelAnchor]).filter(Boolean);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(rows.filter((r) => r.modelAnchor).length).toBe(new Set(models.map((m) => m.model)).size);
  });

  it('each link to a Models page', () => {
    expect(rows.filter((r) => !r.vendor).map((r) => r.entry.model)).toEqual([]);
  });
});

describe('catalogue filters', () => {
  it('narrow by provider, type, capability and text together', () => {
    const shown = applyFilters(rows, {...noFilters, provider: 'openrouter', type: 'vision'});
    expect(shown.map((r) => r.entry.model).sort()).toEqual(['grok-2-vision-1212', 'grok-vision-beta']);
    const chatx = applyFilters(rows, {...noFilters, capabilities: ['tools', 'streaming'], text: 'jamba'});
    expect(chatx.map((r) => r.entry.model)).toEqual(['jamba-1-5-large', 'jamba-1-5-mini', 'jamba-instruct']);
  });

  it('show everything when none is set', () => {
    expect(applyFilters(rows, noFilters)).toEqual(rows);
  });

  it('sort by context, largest first, with unknown context last', () => {
    const sorted = applyFilters(rows, {...noFilters, sort: 'context-desc'});
    expect(sorted[0]!.entry.model).toBe('gemini-pro-1.5');
    const known = sorted.filter((r) => r.entry.max_tokens !== undefined);
    expect(sorted.slice(0, known.length)).toEqual(known);
    for (let i = 1; i < known.length; i += 1)
      expect(known[i - 1]!.entry.max_tokens!).toBeGreaterThanOrEqual(known[i]!.entry.max_tokens!);
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
