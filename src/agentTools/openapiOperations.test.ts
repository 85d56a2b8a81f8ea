import {describe, expect, it} from 'vitest';
import {
  findOperation,
  OperationLookupError,
  resolvedOperation,
  resolveRefs,
  type OpenApiDocument,
} from './openapiOperations';

const doc = {
  openapi: '3.1.0',
  servers: [{url: 'https://apipie.ai'}],
  paths: {
    '/v1/things/{id}': {
      parameters: [{$ref: '#/components/parameters/Id'}],
      get: {operationId: 'getThing', responses: {200: {$ref: '#/components/responses/Thing'}}},
    },
  },
  components: {
    parameters: {Id: {name: 'id', in: 'path', required: true, schema: {type: 'string'}}},
    responses: {
      Thing: {description: 'A thing', content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}},
    },
    schemas: {
      Thing: {
        type: 'object',
        properties: {name: {type: 'string'}, children: {type: 'array', items: {$ref: '#/components/schemas/Thing'}}},
      },
    },
  },
} as unknown as OpenApiDocument;

describe('findOperation', () => {
  it('finds by id (any case) and by method and path', () => {
    expect(findOperation(doc, {operationId: 'getThing'}).path).toBe('/v1/things/{id}');
    expect(findOperation(doc, {operationId: 'GETTHING'}).method).toBe('get');
    expect(findOperation(doc, {method: 'GET', path: '/v1/things/{id}/'}).path).toBe('/v1/things/{id}');
  });

  it('lists the operations when nothing matches', () => {
    expect(() => findOperation(doc, {operationId: 'nope'})).toThrow(
      'No operation has the id "nope". Operations: getThing (GET /v1/things/{id}).',
    );
    expect(() => findOperation(doc, {method: 'post', path: '/v1/things/{id}'})).toThrow(OperationLookupError);
  });
});

/** The parts of the resolved getThing operation the test reads. */
type ResolvedThing = {
  parameters: unknown;
  responses: {
    200: {content: {'application/json': {schema: {properties: {name: unknown; children: {items: unknown}}}}}};
  };
};

describe('resolvedOperation', () => {
  it('inlines refs, path-level parameters and servers, and stops at a recursive schema', () => {
    const resolved = resolvedOperation(doc, findOperation(doc, {operationId: 'getThing'})) as unknown as ResolvedThing;
    expect(resolved).toMatchObject({method: 'GET', path: '/v1/things/{id}', servers: [{url: 'https://apipie.ai'}]});
    expect(resolved.parameters).toEqual([{name: 'id', in: 'path', required: true, schema: {type: 'string'}}]);
    const thing = resolved.responses[200].content['application/json'].schema;
    expect(thing.properties.name).toEqual({type: 'string'});
    expect(thing.properties.children.items).toEqual({
      $ref: '#/components/schemas/Thing',
      'x-unresolved': 'recursive reference',
    });
  });

  it('marks a reference that points nowhere', () => {
    expect(resolveRefs({$ref: '#/components/schemas/Missing'}, {})).toEqual({
      $ref: '#/components/schemas/Missing',
      'x-unresolved': 'not found in the description',
    });
  });
});
