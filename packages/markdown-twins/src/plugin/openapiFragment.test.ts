import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {operationFragmentYaml, operationKey} from './openapiFragment';

const spec = {
  servers: [{url: 'https://apipie.ai'}],
  security: [{bearer: []}],
  paths: {
    '/v1/things': {
      post: {
        operationId: 'createThing',
        'x-codeSamples': [{lang: 'Shell', source: 'curl'}],
        requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}},
        responses: {'400': {$ref: '#/components/responses/BadRequest'}},
      },
      get: {operationId: 'listThings'},
    },
  },
  components: {
    securitySchemes: {bearer: {type: 'http', scheme: 'bearer'}},
    schemas: {
      Thing: {type: 'object', properties: {name: {type: 'string'}, parent: {$ref: '#/components/schemas/Thing'}}},
    },
    responses: {BadRequest: {description: 'Malformed request.'}},
  },
};

describe('operationKey', () => {
  it('reads method and path from the `api_operation` front matter', () => {
    expect(operationKey('POST /v1/things', 'api_operation')).toEqual({method: 'post', path: '/v1/things'});
    expect(() => operationKey('/v1/things', 'api_operation')).toThrow(
      /`api_operation` front matter is not "<method> <path>"/,
    );
  });
});

describe('operationFragmentYaml', () => {
  const fragment = parse(operationFragmentYaml(spec, {method: 'post', path: '/v1/things'}));
  const operation = fragment.paths['/v1/things'].post;

  it('holds only the one operation, without code samples', () => {
    expect(Object.keys(fragment.paths['/v1/things'])).toEqual(['post']);
    expect(operation.operationId).toBe('createThing');
    expect(operation['x-codeSamples']).toBeUndefined();
  });

  it('inlines $refs but those to shared schemas, which it carries once, and no others', () => {
    expect(operation.requestBody.content['application/json'].schema).toEqual({$ref: '#/components/schemas/Thing'});
    expect(fragment.components.schemas).toEqual({Thing: spec.components.schemas.Thing});
    expect(operation.responses['400']).toEqual({description: 'Malformed request.'});
  });

  it('carries the schemas its schemas name, and none it does not use', () => {
    const nested = {
      ...spec,
      components: {
        ...spec.components,
        schemas: {
          ...spec.components.schemas,
          Thing: {type: 'object', properties: {part: {$ref: '#/components/schemas/Part'}}},
          Part: {type: 'string'},
          Unused: {type: 'number'},
        },
      },
    };
    const parsed = parse(operationFragmentYaml(nested, {method: 'post', path: '/v1/things'}));
    expect(Object.keys(parsed.components.schemas)).toEqual(['Part', 'Thing']);
  });

  it('carries the servers and the security schemes', () => {
    expect(fragment.servers).toEqual(spec.servers);
    expect(fragment.components.securitySchemes.bearer.scheme).toBe('bearer');
  });

  it('fails on an operation the description does not have', () => {
    expect(() => operationFragmentYaml(spec, {method: 'delete', path: '/v1/things'})).toThrow(
      'the OpenAPI description has no DELETE /v1/things',
    );
  });
});
