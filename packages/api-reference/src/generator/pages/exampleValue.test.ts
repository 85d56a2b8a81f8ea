import {describe, expect, it} from 'vitest';
import {exampleFromSchema, mediaExample} from './exampleValue';
import type {Schema} from './schema';

describe('exampleFromSchema', () => {
  it('prefers what the description gives: examples, example, const, default, enum', () => {
    expect(exampleFromSchema({type: 'string', examples: ['a', 'b'], default: 'c'})).toBe('a');
    expect(exampleFromSchema({type: 'string', example: 'x'})).toBe('x');
    expect(exampleFromSchema({type: 'string', const: 'text'})).toBe('text');
    expect(exampleFromSchema({type: 'integer', default: 5})).toBe(5);
    expect(exampleFromSchema({type: 'string', enum: ['llm', 'image']})).toBe('llm');
  });

  it('builds objects and arrays from their parts, with typed placeholders', () => {
    const schema: Schema = {
      type: 'object',
      properties: {
        n: {type: ['integer', 'null']},
        tags: {type: 'array', items: {type: 'string'}},
        ok: {type: 'boolean'},
      },
    };
    expect(exampleFromSchema(schema)).toEqual({n: 0, tags: ['string'], ok: true});
    expect(exampleFromSchema({oneOf: [{type: 'number'}, {type: 'string'}]})).toBe(0);
  });

  it('ends on a schema that contains itself', () => {
    const node: Schema = {type: 'object', properties: {}};
    node.properties!.child = node;
    expect(exampleFromSchema(node)).toEqual({child: {}});
  });
});

describe('mediaExample', () => {
  it('uses the media type example, else one drawn from the schema and says so', () => {
    expect(mediaExample('application/json', {example: {ok: true}})).toEqual({
      source: '{\n  "ok": true\n}',
      language: 'json',
      generated: false,
    });
    expect(
      mediaExample('application/json', {schema: {type: 'object', properties: {ok: {type: 'boolean'}}}}),
    ).toMatchObject({generated: true, language: 'json'});
    expect(mediaExample('text/plain', {examples: {one: {value: 'Hello'}}})).toEqual({
      source: 'Hello',
      language: 'text',
      generated: false,
    });
    expect(mediaExample('audio/mpeg', {schema: {type: 'string', format: 'binary'}})).toBeUndefined();
  });
});
