import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parseModels} from '../../src/agentTools/models';
import {
  checkArguments,
  FIND_MODEL_EXAMPLES,
  inputJsonSchema,
  LIST_MODELS_EXAMPLES,
  MAX_FOUND_MODELS,
  TOOL_NAMES,
  toolDefinitions,
  type ToolName,
} from '../../src/agentTools/tools';
import {DocsSite} from './docsSite';
import {USAGE} from './options';
import {createDocsServer} from './server';

/**
 * The server's tools through the SDK's own client, in memory: what the SDK
 * lists and refuses. The site answers only models.json (the repository's
 * data); a tool that gets past its argument check and fetches anything else
 * finds nothing.
 */
const BASE = 'http://docs.test/docs/';
const modelData = readFileSync(path.resolve('data/models.json'), 'utf8');
const site = new DocsSite(BASE, async (url) =>
  url === `${BASE}models.json`
    ? new Response(modelData, {headers: {'content-type': 'application/json'}})
    : new Response('not here', {status: 404}),
);
const definitions = toolDefinitions(site.pageForms);
let client: Client;

beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(site).connect(serverSide);
  client = new Client({name: 'server-test', version: '1.0.0'});
  await client.connect(clientSide);
});

afterAll(async () => {
  await client?.close();
});

/** The SDK sends a refusal as a tool error carrying its JSON-RPC error code; the pages give the message alone. */
const INVALID_PARAMS = 'MCP error -32602: ';

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult & {text: string}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  return {...result, text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')};
}

describe('tool schemas', () => {
  it('lists every shared definition, each schema strict and exactly as the pages register it', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOL_NAMES].sort());
    for (const tool of tools) {
      const definition = definitions[tool.name as ToolName];
      expect(tool.inputSchema).toEqual(inputJsonSchema(definition));
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
      expect(tool.description).toBe(definition.description);
    }
  });
});

describe('--help', () => {
  it('names every tool the server lists, with its title', async () => {
    const {tools} = await client.listTools();
    expect(tools.length).toBe(6);
    for (const tool of tools) expect(USAGE).toMatch(new RegExp(`^  ${tool.name} +${tool.title}$`, 'm'));
  });
});

const tenThousand = 'x'.repeat(10_000);

describe('arguments the schemas do not allow', () => {
  it.each([
    [
      'search_docs',
      {query: 'routing', page: 2, sort: 'new'},
      'search_docs does not take "page", "sort"; it takes query, limit',
    ],
    [
      'read_page',
      {path_or_url: 'Features/Routing', format: 'html'},
      'read_page does not take "format"; it takes path_or_url',
    ],
    [
      'list_models',
      {filter: 'gpt', vendor: 'openai'},
      'list_models does not take "vendor"; it takes filter, provider, type, limit',
    ],
    ['find_model', {model: 'gpt-4.1', provider: 'openai'}, 'find_model does not take "provider"; it takes model'],
  ])('%s(%j) is refused, naming the unknown arguments', async (name, args, message) => {
    const result = await call(name, args);
    expect(result.isError).toBe(true);
    expect(result.text).toBe(`${INVALID_PARAMS}Input validation error: Invalid arguments for tool ${name}: ${message}`);
  });

  it.each([
    [{operation_id: 'chatcompletions', method: 'POST', path: '/v1/chat/completions'}, 'not both'],
    [{operation_id: 'chatcompletions', path: '/v1/chat/completions'}, 'not both'],
    [{method: 'GET'}, 'or both method and path'],
    [{}, 'or both method and path'],
  ])('get_operation(%j) is refused: the ways of naming an operation conflict or are incomplete', async (args, says) => {
    const result = await call('get_operation', args);
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(
      /^MCP error -32602: Input validation error: Invalid arguments for tool get_operation: Give operation_id/,
    );
    expect(result.text).toContain(says);
  });

  // The pages check arguments with the same function; their refusals must read as the server's.
  it.each([
    ['search_docs', 'a number', {query: 5}, 'Invalid input: expected string, received number at query'],
    ['search_docs', 'blanks', {query: '   '}, 'query must not be empty at query'],
    ['search_docs', '10,000 characters', {query: tenThousand}, 'query must be at most 512 characters at query'],
    ['search_docs', 'a fraction', {query: 'x', limit: 2.5}, 'limit must be a whole number at limit'],
    ['read_page', 'an empty string', {path_or_url: ''}, 'path_or_url must not be empty at path_or_url'],
    [
      'read_page',
      '10,000 characters',
      {path_or_url: tenThousand},
      'path_or_url must be at most 2048 characters at path_or_url',
    ],
    ['read_page', 'an array', {path_or_url: ['x']}, 'Invalid input: expected string, received array at path_or_url'],
    ['list_models', 'a numeric string', {limit: '10'}, 'Invalid input: expected number, received string at limit'],
    ['list_models', '10,000 characters', {filter: tenThousand}, 'filter must be at most 200 characters at filter'],
    ['find_model', 'a number', {model: 41}, 'Invalid input: expected string, received number at model'],
    ['find_model', 'an empty string', {model: ''}, 'model must not be empty at model'],
    ['find_model', 'no model', {}, 'Invalid input: expected string, received undefined at model'],
    ['find_model', '10,000 characters', {model: tenThousand}, 'model must be at most 200 characters at model'],
    ['get_operation', 'an empty id', {operation_id: ''}, 'operation_id must not be empty at operation_id'],
    ['get_operation', 'an unknown method', {method: 'FETCH', path: '/v1/models'}, 'Invalid option: expected one of'],
  ] as const)('%s given %s: the server and the pages refuse it in the same words', async (name, _, args, says) => {
    const result = await call(name, args);
    expect(result.isError).toBe(true);
    expect(result.text).toContain(says);
    expect(checkArguments(definitions, name, args)).toEqual({
      ok: false,
      refusal: result.text.slice(INVALID_PARAMS.length),
    });
    expect(result.text.startsWith(INVALID_PARAMS)).toBe(true);
  });

  it("read_page refuses another origin's URL, naming the forms it takes", async () => {
    const result = await call('read_page', {path_or_url: 'https://example.com/docs/Features/Routing'});
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(/^"https:\/\/example\.com\/docs\/Features\/Routing" is not a page of the docs at /);
  });
});

describe('list_models', () => {
  const models = parseModels(JSON.parse(modelData), 'data/models.json');
  const variants = models.reduce((sum, entry) => sum + entry.variants.length, 0);
  const named = models.reduce((sum, entry) => sum + entry.variants.filter((v) => v.provider).length, 0);

  it('says for how many variants a provider is known', async () => {
    const result = await call('list_models', {provider: 'openai', filter: 'gpt'});
    expect(result.isError).toBeFalsy();
    expect(result.text).toContain(`A provider is known for ${named} of ${variants} variants (`);
  });

  it.each(Object.entries(LIST_MODELS_EXAMPLES))('its %s example, "%s", finds models', async (argument, example) => {
    const properties = inputJsonSchema(definitions.list_models).properties as Record<string, {description: string}>;
    expect(properties[argument]!.description).toContain(`"${example}"`);
    const result = await call('list_models', {[argument]: example});
    expect(result.isError).toBeFalsy();
    expect(result.text).toMatch(/^[1-9]\d* of [1-9]\d* matching models/);
  });
});

describe('find_model', () => {
  const models = parseModels(JSON.parse(modelData), 'data/models.json');

  it('answers the entry an id names, in either spelling, as the data holds it', async () => {
    const result = await call('find_model', {model: FIND_MODEL_EXAMPLES.id});
    expect(result.isError).toBeFalsy();
    const entry = models.find((model) => model.id === 'gpt-4-1')!;
    expect(entry).toBeDefined();
    const count = entry.variants.length === 1 ? '1 variant' : `${entry.variants.length} variants`;
    expect(result.text).toBe(`gpt-4-1: ${count} in the published model data.\n${JSON.stringify(entry, null, 2)}`);
  });

  it('lists the ids that hold every word of a name', async () => {
    const result = await call('find_model', {model: FIND_MODEL_EXAMPLES.words});
    expect(result.isError).toBeFalsy();
    const ids = models.map((model) => model.id).filter((id) => id.includes('claude') && id.includes('sonnet'));
    expect(ids.length).toBeGreaterThan(1);
    const shown = ids.slice(0, MAX_FOUND_MODELS);
    expect(result.text).toBe(
      `${shown.length} of ${ids.length} model ids match "claude sonnet"; call find_model with one for its variants:\n` +
        shown.map((id) => `- ${id}`).join('\n'),
    );
  });

  it('says when nothing matches', async () => {
    const result = await call('find_model', {model: 'no-such-model-anywhere'});
    expect(result.isError).toBeFalsy();
    expect(result.text).toBe(
      `No model id matches "no-such-model-anywhere" (out of ${models.length}). Try fewer words, or list_models to browse.`,
    );
  });

  it('gives examples in its description that find models', () => {
    const properties = inputJsonSchema(definitions.find_model).properties as Record<string, {description: string}>;
    for (const example of Object.values(FIND_MODEL_EXAMPLES)) expect(properties.model!.description).toContain(example);
  });
});
