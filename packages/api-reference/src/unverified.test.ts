import {describe, expect, it} from 'vitest';
import {
  groupedFacts,
  operationPagePath,
  unverifiedFacts,
  unverifiedFactsOfOperation,
  unverifiedMarkProblems,
} from './unverified';

const U = 'x-apipie-unverified';

/** Marks on an operation, a shared response, a nested field, a parameter's schema and a header. */
const doc = {
  paths: {
    '/v1/things': {
      get: {
        operationId: 'listThings',
        tags: ['things'],
        [U]: 'No source gives the path.',
        parameters: [{name: 'owner', in: 'query', schema: {type: 'string', [U]: 'Owner filter unsourced.'}}],
        responses: {
          200: {
            description: 'ok',
            headers: {'X-Trace': {schema: {type: 'string'}, [U]: 'Header unsourced.'}},
            content: {'application/json': {schema: {$ref: '#/components/schemas/ThingList'}}},
          },
          403: {$ref: '#/components/responses/Locked'},
        },
      },
      post: {
        operationId: 'createThing',
        tags: ['things'],
        requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}},
        responses: {403: {$ref: '#/components/responses/Locked'}},
      },
    },
  },
  components: {
    responses: {Locked: {description: 'locked', [U]: 'The lock answer is unsourced.'}},
    schemas: {
      ThingList: {type: 'object', properties: {data: {type: 'array', items: {$ref: '#/components/schemas/Thing'}}}},
      Thing: {
        type: 'object',
        properties: {
          name: {type: 'string'},
          meta: {type: 'object', properties: {seen_at: {type: 'string', [U]: 'Timestamp unsourced.'}}},
          parent: {$ref: '#/components/schemas/Thing'},
        },
      },
    },
  },
};

describe('unverifiedFacts', () => {
  const facts = unverifiedFacts(doc);

  it('finds marks on operations, parameters, headers, shared responses and nested fields, through $refs', () => {
    expect(facts.map((f) => `${f.operationId}: ${f.subject} @ ${f.pointer}`)).toEqual([
      'listThings: the operation @ #/paths/~1v1~1things/get',
      'listThings: query parameter `owner` @ #/paths/~1v1~1things/get/parameters/0/schema',
      'listThings: response 200 header `X-Trace` @ #/paths/~1v1~1things/get/responses/200/headers/X-Trace',
      'listThings: response 200 field `data[].meta.seen_at` @ #/components/schemas/Thing/properties/meta/properties/seen_at',
      'listThings: response 403 @ #/components/responses/Locked',
      'createThing: request field `meta.seen_at` @ #/components/schemas/Thing/properties/meta/properties/seen_at',
      'createThing: response 403 @ #/components/responses/Locked',
    ]);
    expect(facts[0]).toMatchObject({
      method: 'GET',
      path: '/v1/things',
      tag: 'things',
      reason: 'No source gives the path.',
    });
  });

  it('counts a mark written once, and shared by several operations, as one fact', () => {
    expect(new Set(facts.map((f) => f.pointer)).size).toBe(5);
  });

  it('groups the places one mark applies to within an operation', () => {
    const twice = {
      paths: {
        '/x': {
          get: {
            operationId: 'x',
            responses: {400: {$ref: '#/components/responses/Bad'}, 500: {$ref: '#/components/responses/Bad'}},
          },
        },
      },
      components: {responses: {Bad: {description: 'bad', [U]: 'Unsourced.'}}},
    };
    expect(groupedFacts(unverifiedFacts(twice)).map((g) => g.subjects)).toEqual([['response 400', 'response 500']]);
  });

  it('reads an operation whose $refs are already inlined (what get_operation answers)', () => {
    const inlined = {
      [U]: 'No path.',
      responses: {403: {description: 'locked', [U]: 'Lock.'}, 200: {content: {'application/json': {schema: {}}}}},
    };
    expect(unverifiedFactsOfOperation(inlined)).toEqual([
      {subject: 'the operation', reason: 'No path.'},
      {subject: 'response 403', reason: 'Lock.'},
    ]);
  });
});

describe('unverifiedMarkProblems', () => {
  it('names a mark without a reason and a mark beside a $ref', () => {
    const problems = unverifiedMarkProblems({
      paths: {'/x': {get: {[U]: true, responses: {200: {$ref: '#/components/responses/Ok', [U]: 'why'}}}}},
    });
    expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '#/paths/~1x/get: "x-apipie-unverified" must be the reason no source supports this part, as text; found true',
      '#/paths/~1x/get/responses/200: "x-apipie-unverified" beside a $ref is ignored by OpenAPI 3.1',
    ]);
  });

  it('accepts reasons in place', () => {
    expect(unverifiedMarkProblems(doc)).toEqual([]);
  });
});

describe('operationPagePath', () => {
  it('is the generated page of the operation', () => {
    expect(operationPagePath('createUpdateStateSettingsMerge')).toBe('/docs/api/create-update-state-settings-merge');
    expect(operationPagePath('chatcompletions')).toBe('/docs/api/chatcompletions');
  });
});
