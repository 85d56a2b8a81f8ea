import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkModelData, modelDataProblems, serializeModels, type ModelEntry} from './modelSchema';
import snapshotIds from './fixtures/snapshot-2025-10-27-ids.json';

const file = 'data/models.json';
const good: ModelEntry = {
  id: 'grok-2-1212',
  variants: [{source: 'R', seen: '2025-03-11', provider: 'openrouter', type: 'llm', max_tokens: 131072}],
};
const list = (...data: unknown[]) => ({object: 'list', data});
const withVariant = (id: string, variant: Record<string, unknown>) => ({
  id,
  variants: [{...good.variants[0], ...variant}],
});
const committed = readFileSync(path.resolve(__dirname, 'models.json'), 'utf8');

describe('the committed model data', () => {
  const parsed = checkModelData(JSON.parse(committed), file);

  it('passes the check and is kept in its stable order', () => {
    expect(serializeModels(parsed)).toBe(committed);
  });

  // Until npm run sync:models rewrites the file from the live API (source L), which then supersedes the snapshot.
  const synced = parsed.data.some((entry) => entry.variants.some((v) => v.source === 'L'));

  it.skipIf(synced)('holds every id of the 2025-10-27 snapshot [S], each with an [S] variant of that date', () => {
    const ids = new Map(parsed.data.map((entry) => [entry.id, entry]));
    const missing = snapshotIds.filter(
      (id) => !ids.get(id)?.variants.some((v) => v.source === 'S' && v.seen === '2025-10-27'),
    );
    expect(missing).toEqual([]);
    expect(snapshotIds).toHaveLength(643);
  });

  it('records where and when every variant was seen', () => {
    for (const entry of parsed.data) for (const v of entry.variants) expect(v.source && v.seen).toBeTruthy();
  });
});

describe('model data schema check', () => {
  it.each([
    [
      'a missing id',
      {variants: good.variants},
      'data/models.json #/data/1/id: entry 2 (no id): missing id',
      'write the id as the sources spell it',
    ],
    [
      'a duplicate id',
      good,
      'data/models.json #/data/1/id: entry 2 (id "grok-2-1212"): duplicate id "grok-2-1212" (first used by entry 1)',
      'keep one entry for "grok-2-1212": move this entry\'s variants into entry 1, or correct its id.',
    ],
    [
      'an entry without variants',
      {id: 'x', variants: []},
      'data/models.json #/data/1/variants: entry 2 (id "x"): needs a list of at least one variant',
      'add "variants"',
    ],
    [
      'a variant without its source',
      withVariant('x', {source: undefined}),
      'data/models.json #/data/1/variants/0/source: entry 2 (id "x"): variant 1: missing source',
      'add "source": every variant says where (source) and when (seen) its facts were recorded.',
    ],
    [
      'an unknown source key',
      withVariant('x', {source: 'Q'}),
      'data/models.json #/data/1/variants/0/source: entry 2 (id "x"): variant 1: source must be a source key (R, W, T, S, L), got "Q"',
      'write source as a source key',
    ],
    [
      'a date that is not a date',
      withVariant('x', {seen: '2025-02-30'}),
      'data/models.json #/data/1/variants/0/seen: entry 2 (id "x"): variant 1: seen must be a date written YYYY-MM-DD, not after today, got "2025-02-30"',
      'write seen as a date written YYYY-MM-DD',
    ],
    [
      'an unknown provider',
      withVariant('x', {provider: 'openia'}),
      'data/models.json #/data/1/variants/0/provider: entry 2 (id "x"): variant 1: provider must be a known provider',
      'write provider as a known provider',
    ],
    [
      'an unknown type',
      withVariant('x', {type: 'chat'}),
      'data/models.json #/data/1/variants/0/type: entry 2 (id "x"): variant 1: type must be a known type',
      'write type as a known type',
    ],
    [
      'a value of the wrong type',
      withVariant('x', {max_tokens: '131072'}),
      'data/models.json #/data/1/variants/0/max_tokens: entry 2 (id "x"): variant 1: max_tokens must be a whole number above 0, got "131072"',
      'write max_tokens as a whole number above 0, or leave the field out.',
    ],
    [
      "the snapshot's label",
      withVariant('x', {name: 'GPT-4.1 (OpenRouter)'}),
      'data/models.json #/data/1/variants/0/name: entry 2 (id "x"): variant 1: "name" is never published: a label, not a fact',
      'remove "name".',
    ],
    [
      'a price',
      withVariant('x', {cost_per_1m_in: 0.003}),
      'data/models.json #/data/1/variants/0/cost_per_1m_in: entry 2 (id "x"): variant 1: "cost_per_1m_in" is never published',
      'remove "cost_per_1m_in".',
    ],
    [
      'a field outside the schema',
      withVariant('x', {colour: 'red'}),
      'data/models.json #/data/1/variants/0/colour: entry 2 (id "x"): variant 1: unknown field "colour"',
      'remove it, or give it a rule in data/modelSchema.ts',
    ],
    [
      "the snapshot's 32768 default that no other source confirms",
      {id: 'x', variants: [{source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 32768}]},
      'data/models.json #/data/1/variants/0/max_tokens: entry 2 (id "x"): variant 1: max_tokens 32768 from [S] may be the snapshot\'s default',
      'leave max_tokens out of this variant',
    ],
  ])('fails on %s, naming the file, the entry, the pointer and what to do', (_name, bad, message, hint) => {
    expect(() => checkModelData(list(good, bad), file)).toThrow(message);
    expect(() => checkModelData(list(good, bad), file)).toThrow(
      new RegExp(`\\n  What to do: ${hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  it('accepts 32768 from [S] where another source records the same value', () => {
    const agreed = {
      id: 'qwen-2-72b-instruct',
      variants: [
        {source: 'R', seen: '2025-03-11', type: 'llm', max_tokens: 32768},
        {source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 32768},
      ],
    };
    expect(modelDataProblems(list(agreed))).toEqual([]);
  });

  it('lists every fault, not only the first', () => {
    expect(modelDataProblems(list({id: 'a', variants: [{type: 'y'}]}))).toHaveLength(3);
  });

  it('rejects a body that is not a model list', () => {
    expect(() => checkModelData({data: 'nope'}, file)).toThrow('data/models.json #: the file must be an object');
  });

  it('keeps entries by id and variants by date, source and provider, with fields in the schema order', () => {
    const text = serializeModels({
      object: 'list',
      data: [
        {id: 'b', variants: [{type: 'llm', seen: '2025-10-27', source: 'S'}]},
        {
          id: 'A',
          variants: [
            {source: 'S', seen: '2025-10-27', type: 'llm'},
            {source: 'R', seen: '2025-03-11', type: 'llm', provider: 'openrouter'},
            {source: 'R', seen: '2025-03-11', type: 'llm', provider: 'bedrock'},
          ],
        },
      ],
    });
    const parsed = JSON.parse(text) as {data: ModelEntry[]};
    expect(parsed.data.map((e) => e.id)).toEqual(['A', 'b']);
    expect(parsed.data[0]!.variants.map((v) => v.provider ?? v.source)).toEqual(['bedrock', 'openrouter', 'S']);
    expect(Object.keys(parsed.data[1]!.variants[0]!)).toEqual(['source', 'seen', 'type']);
  });
});
