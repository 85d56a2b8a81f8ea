import {describe, expect, it} from 'vitest';
import {filterModels, findModel, ModelDataError, parseModels} from './models';

const models = parseModels(
  {
    object: 'list',
    data: [
      {
        id: 'gpt-4-1',
        variants: [
          {source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 1047576, attachments: true},
          {source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 1047576},
        ],
      },
      {
        id: 'gpt-4o',
        variants: [
          {
            source: 'R',
            seen: '2025-03-11',
            provider: 'openai',
            type: 'llm',
            description: 'Multimodal GPT-4o model.',
            input_modalities: ['text', 'image'],
          },
        ],
      },
      {
        id: 'eleven_multilingual_v2',
        variants: [{source: 'R', seen: '2025-03-11', provider: 'elevenlabs', type: 'voice'}],
      },
    ],
  },
  'models.json',
);

describe('list_models filtering', () => {
  it('matches every word against the id and each variant, reading dots in versions as dashes', () => {
    expect(filterModels(models, {query: 'GPT image'}).map((m) => m.id)).toEqual(['gpt-4o']);
    expect(filterModels(models, {query: 'multilingual'}).map((m) => m.id)).toEqual(['eleven_multilingual_v2']);
    expect(filterModels(models, {query: 'gpt 4.1'}).map((m) => m.id)).toEqual(['gpt-4-1']);
    expect(filterModels(models, {query: 'gpt voice'})).toEqual([]);
  });

  it('filters by a variant of the provider and type, ignoring case', () => {
    expect(filterModels(models, {provider: 'OpenAI'}).map((m) => m.id)).toEqual(['gpt-4o']);
    expect(filterModels(models, {type: 'voice'}).map((m) => m.id)).toEqual(['eleven_multilingual_v2']);
    expect(filterModels(models, {type: 'llm', provider: 'elevenlabs'})).toEqual([]);
  });
});

describe('published model data', () => {
  it('is checked as the build checks data/models.json, naming the entry and its pointer', () => {
    expect(() => parseModels({object: 'list'}, 'models.json')).toThrow(ModelDataError);
    expect(() => parseModels([{id: 'gpt-4o', variants: []}], 'models.json')).toThrow(
      'models.json #: the file must be an object {"object": "list", "data": [...]}',
    );
    expect(() =>
      parseModels({object: 'list', data: [{id: 'x', variants: [{source: 'S', seen: '2025-10-27'}]}]}, 'models.json'),
    ).toThrow('models.json #/data/0/variants/0/type: entry 1 (id "x"): variant 1: missing type');
  });
});

describe('find_model lookup', () => {
  it('finds the id named, in either spelling of a version and any case', () => {
    expect(findModel(models, 'GPT-4.1')).toEqual({exact: models[0]});
    expect(findModel(models, ' eleven_multilingual_v2 ')).toEqual({exact: models[2]});
  });

  it('lists the ids holding every word of a name, and only those', () => {
    expect(findModel(models, 'gpt')).toEqual({matches: [models[0], models[1]]});
    expect(findModel(models, '4o gpt')).toEqual({matches: [models[1]]});
    expect(findModel(models, 'claude')).toEqual({matches: []});
  });
});
