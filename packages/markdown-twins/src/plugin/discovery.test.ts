import {describe, expect, it} from 'vitest';
import {
  ARD_SKILL_TYPE,
  ARD_URN,
  discoveryFiles,
  sha256Digest,
  WELL_KNOWN_FILES,
  type DiscoveryInput,
} from './discovery';

const openapi = {
  info: {title: 'APIpie API', version: '1.0.0'},
  servers: [{url: 'https://api.example'}],
  components: {
    securitySchemes: {
      BearerAuth: {type: 'http', scheme: 'bearer'},
      ApiKeyAuth: {type: 'apiKey', in: 'header', name: 'x-api-key'},
    },
    responses: {Unauthorized: {description: 'The API key is missing or not valid.'}},
    schemas: {ChatCompletionRequest: {required: ['model'], properties: {model: {description: 'Model id.'}}}},
  },
  paths: {
    '/v1/chat/completions': {
      post: {
        operationId: 'chat',
        responses: {'200': {description: 'OK'}, '401': {$ref: '#/components/responses/Unauthorized'}},
      },
    },
    '/v1/models': {
      get: {
        operationId: 'models',
        summary: 'List models',
        parameters: [{name: 'type', in: 'query', description: 'Only this family.'}],
        responses: {'500': {description: 'It failed.'}},
      },
    },
  },
};

const input: DiscoveryInput = {
  siteUrl: 'https://docs.example',
  baseUrl: '/docs/',
  docsTitle: 'Example docs',
  openapiFile: 'openapi.json',
  openapi,
  llmsTxtFile: 'llms.txt',
  modelsFile: 'models.json',
  cataloguePage: 'Models/Catalogue',
  modelsOperationPage: 'api/fetchmodels',
  mcpPackage: {
    name: 'docs-mcp',
    version: '0.1.0',
    description: 'Docs over MCP.',
    file: 'mcp/docs-mcp.tgz',
    page: 'MCP',
  },
  representativeQueries: ['How do I authenticate?', 'Which models can I call?'],
};

const files = (changes: Partial<DiscoveryInput> = {}) =>
  new Map(discoveryFiles({...input, ...changes}).map((file) => [file.path, file.body]));

describe('discoveryFiles', () => {
  it('writes an RFC 9727 linkset: the API with its OpenAPI description and docs, listed by the catalog', () => {
    const {linkset} = JSON.parse(files().get(WELL_KNOWN_FILES.apiCatalog)!);
    expect(linkset[0]).toEqual({
      anchor: 'https://docs.example/.well-known/api-catalog',
      item: [{href: 'https://api.example/v1'}],
    });
    expect(linkset[1].anchor).toBe('https://api.example/v1');
    expect(linkset[1]['service-desc'][0].href).toBe('https://docs.example/docs/openapi.json');
    expect(linkset[1]['service-doc'].map((link: {href: string}) => link.href)).toEqual([
      'https://docs.example/docs/',
      'https://docs.example/docs/llms.txt',
    ]);
  });

  it('writes a skill from the OpenAPI description, listed in the index with the digest of its bytes', () => {
    const written = files();
    const index = JSON.parse(written.get(WELL_KNOWN_FILES.skillsIndex)!);
    const [skill] = index.skills;
    const path = new URL(skill.url).pathname.replace(/^\/docs\//, '');
    const text = written.get(path)!;
    expect(skill.digest).toBe(sha256Digest(text));
    expect(skill.description).toMatch(/^Call the APIpie API/);
    expect(text).toContain('`https://api.example`');
    expect(text).toContain('- `Authorization: Bearer <key>`\n- `x-api-key: <key>`');
    expect(text).toContain('operation `chat`): Model id.');
    expect(text).toContain('- `type`: Only this family.');
    expect(text).toContain('- `401`: The API key is missing or not valid.');
    expect(text).toContain('- `500`: It failed.');
    expect(text).not.toContain('- `200`');
  });

  it('writes the ARD manifest naming the MCP package, llms.txt, the OpenAPI description and the skill', () => {
    const manifest = JSON.parse(files().get(WELL_KNOWN_FILES.ard)!);
    expect(manifest.entries[0].representativeQueries).toEqual(input.representativeQueries);
    expect(manifest.entries.map((entry: {url: string}) => entry.url)).toEqual([
      'https://docs.example/docs/mcp/docs-mcp.tgz',
      'https://docs.example/docs/llms.txt',
      'https://docs.example/docs/openapi.json',
      'https://docs.example/docs/.well-known/agent-skills/calling-the-apipie-api/SKILL.md',
    ]);
  });

  it("writes the ARD manifest as ARD's spec version 1.0 checks it", () => {
    const manifest = JSON.parse(files().get(WELL_KNOWN_FILES.ard)!) as Record<string, unknown> & {
      entries: Record<string, unknown>[];
    };
    // The manifest schema allows these three keys at the root and no others.
    expect(Object.keys(manifest).sort()).toEqual(['entries', 'host', 'specVersion']);
    expect(manifest.specVersion).toBe('1.0');
    expect(manifest.host).toMatchObject({displayName: expect.any(String)});
    for (const entry of manifest.entries) {
      expect(entry.identifier, JSON.stringify(entry)).toMatch(ARD_URN);
      expect(entry).toMatchObject({displayName: expect.any(String), type: expect.any(String)});
      expect('url' in entry !== 'data' in entry, 'exactly one of url and data').toBe(true);
      const queries = entry.representativeQueries as string[];
      expect(queries.length).toBeGreaterThanOrEqual(2);
      expect(queries.length).toBeLessThanOrEqual(5);
      for (const value of Object.values((entry.metadata ?? {}) as Record<string, unknown>)) {
        expect(['string', 'number', 'boolean']).toContain(typeof value);
      }
    }
    expect(manifest.entries.map((entry) => entry.type)).toContain(ARD_SKILL_TYPE);
    expect(new Set(manifest.entries.map((entry) => entry.identifier)).size).toBe(manifest.entries.length);
  });

  it('fails, naming the option, when the queries are not two to five', () => {
    expect(() => files({representativeQueries: ['one']})).toThrow('representativeQueries: ARD takes two to five');
  });

  it('fails, naming the fact, when the OpenAPI description lacks one the skill states', () => {
    const {'/v1/models': _models, ...paths} = openapi.paths;
    expect(() => files({openapi: {...openapi, paths}})).toThrow('the OpenAPI description has no GET /v1/models');
    expect(() => files({openapi: {...openapi, servers: []}})).toThrow('the OpenAPI description has no server URL');
  });
});
