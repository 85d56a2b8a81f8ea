import {describe, expect, it} from 'vitest';
import {filterModels, ModelDataError, parseModels} from './models';

const models = parseModels(
  [
    {
      id: '1',
      model: 'gpt-4o',
      provider: 'openai',
      type: 'llm',
      description: 'Multimodal GPT-4o model.',
      input_modalities: ['text', 'image'],
    },
    {id: '2', model: 'eleven_multilingual_v2', provider: 'elevenlabs', type: 'voice'},
  ],
  'models.json',
);

describe('list_models filtering', () => {
  it('matches every word against id, provider, type, description and modalities', () => {
    expect(filterModels(models, {query: 'GPT image'}).map((m) => m.id)).toEqual(['1']);
    expect(filterModels(models, {query: 'multilingual'}).map((m) => m.id)).toEqual(['2']);
    expect(filterModels(models, {query: 'gpt voice'})).toEqual([]);
  });

  it('filters by provider and type exactly, ignoring case', () => {
    expect(filterModels(models, {provider: 'OpenAI'}).map((m) => m.id)).toEqual(['1']);
    expect(filterModels(models, {type: 'voice'}).map((m) => m.id)).toEqual(['2']);
    expect(filterModels(models, {type: 'llm', provider: 'elevenlabs'})).toEqual([]);
  });

  it('names the entry that lacks a required field', () => {
    expect(() => parseModels({object: 'list'}, 'models.json')).toThrow(ModelDataError);
    expect(() => parseModels({data: 'gpt-4o'}, 'models.json')).toThrow(ModelDataError);
    expect(() => parseModels([{id: '1', model: 'x', provider: 'p'}], 'models.json')).toThrow(
      'models.json: entry 0 has no string "type".',
    );
  });
});

describe('published model data', () => {
  it('reads the {object, data} answer of GET /v1/models/detailed as well as a plain list', () => {
    const entry = {id: 'openai/gpt-4o', model: 'gpt-4o', provider: 'openai', type: 'llm'};
    expect(parseModels({object: 'list', data: [entry]}, 'models.json')).toEqual([entry]);
    expect(parseModels([entry], 'models.json')).toEqual([entry]);
  });
});
