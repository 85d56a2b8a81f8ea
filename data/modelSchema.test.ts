import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkModelData, modelDataProblems, serializeModels, type DetailedModel} from './modelSchema';

const file = 'data/models.json';
const good: DetailedModel = {
  id: 'openrouter/grok-2-1212',
  model: 'grok-2-1212',
  provider: 'openrouter',
  type: 'llm',
  max_tokens: 131072,
};
const list = (...data: unknown[]) => ({object: 'list', data});

describe('model data schema check', () => {
  it('accepts the committed data file, kept in its stable order', () => {
    const text = readFileSync(path.resolve(__dirname, 'models.json'), 'utf8');
    const parsed = checkModelData(JSON.parse(text), file);
    expect(parsed.data.length).toBeGreaterThan(100);
    expect(serializeModels(parsed)).toBe(text);
  });

  it.each([
    [
      'a missing id',
      {...good, id: undefined},
      'data/models.json #/data/1/id: entry 2 (model "grok-2-1212"): missing id',
      'add "id" to the entry.',
    ],
    [
      'a duplicate id',
      good,
      'data/models.json #/data/1/id: entry 2 (id "openrouter/grok-2-1212"): duplicate id "openrouter/grok-2-1212" (first used by entry 1)',
      'keep one entry for "openrouter/grok-2-1212": remove this one or merge it into entry 1, or correct its id.',
    ],
    [
      'an unknown provider',
      {...good, id: 'x', provider: 'openia'},
      'data/models.json #/data/1/provider: entry 2 (id "x"): unknown provider "openia"',
      'use a known provider',
    ],
    [
      'an unknown type',
      {...good, id: 'x', type: 'chat'},
      'data/models.json #/data/1/type: entry 2 (id "x"): unknown type "chat"',
      'use a known type.',
    ],
    [
      'a value of the wrong type',
      {...good, id: 'x', max_tokens: '131072'},
      'data/models.json #/data/1/max_tokens: entry 2 (id "x"): max_tokens must be a whole number, got "131072"',
      'write max_tokens as a whole number, or leave the field out.',
    ],
    [
      'a wrong modality list',
      {...good, id: 'x', input_modalities: 'text'},
      'data/models.json #/data/1/input_modalities: entry 2 (id "x"): input_modalities must be a list of strings',
      'write input_modalities as a list of strings',
    ],
  ])('fails on %s, naming the file, the entry and what to do', (_name, bad, message, hint) => {
    expect(() => checkModelData(list(good, bad), file)).toThrow(message);
    expect(() => checkModelData(list(good, bad), file)).toThrow(
      new RegExp(`\\n  What to do: ${hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  it('lists every fault, not only the first', () => {
    expect(modelDataProblems(list({model: 'a', provider: 'x', type: 'y'}))).toHaveLength(3);
  });

  it('rejects a body that is not a model list', () => {
    expect(() => checkModelData({data: 'nope'}, file)).toThrow('data/models.json #: the file must be an object');
  });

  it('allows an unrecorded provider but not an empty id or model', () => {
    expect(modelDataProblems(list({...good, provider: ''}))).toEqual([]);
    expect(modelDataProblems(list({...good, model: ''}))).toEqual([
      {
        pointer: '#/data/0/model',
        message: 'entry 1 (id "openrouter/grok-2-1212"): missing model',
        hint: 'add "model" to the entry.',
      },
    ]);
  });
});
