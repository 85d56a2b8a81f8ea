import {spawn, spawnSync, type ChildProcess, type StdioOptions} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {createServer} from 'node:net';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parseModels} from '../../src/agentTools/models';
import {startNginx, type RunningServer, type ServedRequest} from '../../scripts/lib/nginxServer';
import {openBuiltEngine} from 'apipie-docs-search/node';
import {MANIFEST_PATH, parseQuery, type SearchEngine} from 'apipie-docs-search';
import table from 'apipie-docs-search/rankingTable.json';
import {buildPackage} from '../build.mjs';
import {prepareTestSite, TWIN_PAGES, type TestSite} from './testing/testSite';

/**
 * The built package driven by the SDK's own client, over stdio (and once over
 * Streamable HTTP), against a locally served copy of the production build.
 */
const buildDir = path.resolve('build');
const hasBuild = existsSync(path.join(buildDir, MANIFEST_PATH)) && existsSync(path.join(buildDir, 'openapi.json'));

/**
 * Waits for `ready` to give a truthy value. No limit of its own: starting a server process takes far
 * longer on a busy machine, and the test's hang guard (test/support/loadScaledRunner.ts) stops a wait
 * for a process that never starts.
 */
async function until<T>(ready: () => T): Promise<NonNullable<T>> {
  for (;;) {
    const value = ready();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let cli: string;
let site: TestSite;
let served: RunningServer;
let client: Client;
let stderr = '';
const LOG_MARKER = '__requests-logged-up-to-';
let markers = 0;
/**
 * The requests nginx answered before now. Its one worker logs a request after answering it, so a client
 * may read an answer before its line is written (a test's requests then leaked into the next one on a
 * busy machine); once a request of our own made now is logged, so is every request answered before it.
 */
async function requestsLogged(): Promise<ServedRequest[]> {
  const marker = `${new URL(served.url).pathname}${LOG_MARKER}${(markers += 1)}`;
  await fetch(new URL(marker, served.url));
  for (;;) {
    const logged = await served.requests();
    const at = logged.findIndex((request) => request.url === marker);
    if (at >= 0) return logged.slice(0, at).filter((request) => !request.url.includes(LOG_MARKER));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
/** How many requests nginx had logged when the current test started: `requests()` lists the later ones. */
let requestsBefore = 0;
const requests = async () => (await requestsLogged()).slice(requestsBefore);
const forgetRequests = async () => void (requestsBefore = (await requestsLogged()).length);

/** Server processes started by hand, killed after the tests even when a test times out. */
const children: ChildProcess[] = [];

function spawnCli(args: string[], stdio: StdioOptions): ChildProcess {
  const child = spawn(process.execPath, [cli, ...args], {stdio});
  children.push(child);
  return child;
}

async function connect(baseUrl: string): Promise<{client: Client; transport: StdioClientTransport}> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [cli, '--base-url', baseUrl, '--timeout', '0'],
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const connected = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await connected.connect(transport);
  return {client: connected, transport};
}

async function call(
  name: string,
  args: Record<string, unknown>,
  on = client,
): Promise<CallToolResult & {text: string}> {
  const result = (await on.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  return {...result, text};
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function textOf(contents: readonly ({text: string} | {blob: string})[]): string {
  return contents.map((content) => ('text' in content ? content.text : '')).join('');
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.hash;
}

if (!hasBuild) {
  it('needs the built site', () => {
    throw new Error(`No build in ${buildDir}: run \`npm run gen:api && npx docusaurus build\` before the unit tests.`);
  });
} else {
  beforeAll(async () => {
    cli = await buildPackage();
    site = await prepareTestSite(buildDir, 'https://apipie.ai/docs/');
    // The test site is a copy of part of the build, without its server files: served as a plain static host.
    served = await startNginx({root: site.root, basePath: '/docs/', config: 'static', logRequests: true});
    ({client} = await connect(served.url));
  });

  afterAll(async () => {
    for (const child of children) child.kill();
    await client?.close();
    await served?.close();
    await site?.remove();
  });

  describe('tools', () => {
    it('lists the six tools, each with a description and an input schema', async () => {
      const {tools} = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([
        'find_model',
        'get_operation',
        'list_models',
        'read_page',
        'report_docs_issue',
        'search_docs',
      ]);
      for (const tool of tools) {
        expect(tool.description!.length).toBeGreaterThan(60);
        expect(tool.inputSchema.type).toBe('object');
        expect(Object.keys(tool.inputSchema.properties ?? {}).length).toBeGreaterThan(0);
      }
    });
  });

  describe('search_docs', () => {
    let engine: SearchEngine;
    beforeAll(async () => {
      engine = await openBuiltEngine(buildDir);
      // The server's first search waits for its index; the ranking cases then time searches alone.
      await call('search_docs', {query: 'api'});
    });

    it.each(table.cases)(
      '"$query" has the same top hit as the site, and finds $expect',
      async ({query, expect: expected, ...row}) => {
        const result = await call('search_docs', {query, limit: 20});
        expect(result.isError).toBeFalsy();
        const hits = (result.structuredContent as {hits: {url: string}[]}).hits;
        const siteTop = (await engine.search(parseQuery(query), {length: 1})).matches[0]!.record.url;
        expect(pathOf(hits[0]!.url)).toBe(pathOf(siteTop));
        // A known miss of the ranking table (its `miss` note) need not be among the 20.
        if ('miss' in row) return;
        const withAnchor = expected.includes('#');
        expect(hits.map((hit) => (withAnchor ? pathOf(hit.url) : new URL(hit.url).pathname))).toContain(expected);
      },
    );

    it('answers the title, section path, twin URL and a snippet, on the served site', async () => {
      const result = await call('search_docs', {query: 'data retention', limit: 3});
      const [hit] = (
        result.structuredContent as {
          hits: {title: string; section: string; url: string; markdown_url: string; snippet: string}[];
        }
      ).hits;
      expect(hit).toMatchObject({
        title: expect.stringMatching(/privacy/i),
        url: `${served.url}Terms/privacy#6-data-retention`,
      });
      expect(hit!.section).toMatch(/›.*Data Retention/i);
      expect(hit!.markdown_url).toBe(`${served.url}Terms/privacy.md`);
      expect(hit!.snippet.length).toBeGreaterThan(20);
      expect(result.text).toContain('Terms/privacy.md');
    });

    it('fetches each index file once, then revalidates the manifest by ETag', async () => {
      await call('search_docs', {query: 'routing'});
      await forgetRequests();
      await call('search_docs', {query: 'routing'});
      await call('search_docs', {query: 'pools'});
      await expect
        .poll(async () => (await requests()).filter((r) => r.url.endsWith('/search-index/manifest.json')).length)
        .toBe(2);
      const manifest = (await requests()).filter((r) => r.url.endsWith('/search-index/manifest.json'));
      expect(manifest.every((r) => r.ifNoneMatch && r.status === 304)).toBe(true);
      const files = (await requests()).filter((r) => !r.url.endsWith('/manifest.json')).map((r) => r.url);
      // The repeated query reads nothing new; the new one only its own term shards and doc chunks.
      expect(files.every((url) => /\/search-index\/(t-[0-9a-f]+|d-\d+)\.[0-9a-f]+\.json$/.test(url))).toBe(true);
      expect(new Set(files).size).toBe(files.length);
    });

    it('loads a new index when the manifest names one', async () => {
      const {copyFile, readFile, readdir, writeFile} = await import('node:fs/promises');
      const dir = path.join(site.root, 'search-index');
      const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {hash: string};
      // A redeploy: the same files under a new content hash.
      const redeployed = 'feedfacecafe';
      for (const file of await readdir(dir)) {
        if (file.endsWith(`.${manifest.hash}.json`)) {
          await copyFile(path.join(dir, file), path.join(dir, file.replace(manifest.hash, redeployed)));
        }
      }
      await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({...manifest, hash: redeployed}));
      await forgetRequests();
      const result = await call('search_docs', {query: 'privacy'});
      expect(result.isError).toBeFalsy();
      await expect
        .poll(async () => (await requests()).map((r) => `${r.status} ${r.url}`).slice(0, 2))
        .toEqual([
          '200 /docs/search-index/manifest.json',
          expect.stringMatching(`^200 /docs/search-index/t-[0-9a-f]+\\.${redeployed}\\.json$`),
        ]);
      expect((await requests()).slice(1).every((r) => r.url.includes(`.${redeployed}.json`) && r.status === 200)).toBe(
        true,
      );
    });
  });

  describe('read_page', () => {
    // Every form, accepted and refused, is in the twins package's pagePaths.test.ts; these go through the served site.
    it.each([
      ['a relative path', 'Features/Routing'],
      ['a relative path with a leading slash (a breadcrumb)', '/Features/Routing'],
      ['a relative twin path', 'Features/Routing.md'],
      ['a site path', '/docs/Features/Routing'],
      ['a page URL with an anchor', 'https://apipie.ai/docs/Features/Routing#anything'],
      ['a production twin URL (llms.txt)', 'https://apipie.ai/docs/Features/Routing.md'],
      ['a production URL without its scheme', 'apipie.ai/docs/Features/Routing'],
      ['a twin URL on the served site', 'SERVED/Features/Routing.md'],
    ])('reads the twin given %s', async (_, input) => {
      const result = await call('read_page', {path_or_url: input.replace('SERVED/', served.url)});
      expect(result.isError).toBeFalsy();
      expect(result.text).toMatch(/Provider routing/);
    });

    it('reads the home page twin as index.md', async () => {
      const result = await call('read_page', {path_or_url: '/docs/'});
      expect(result.isError).toBeFalsy();
      expect(result.text.length).toBeGreaterThan(40);
      await expect.poll(async () => (await requests()).at(-1)?.url).toBe('/docs/index.md');
    });

    it('refuses other sites, paths outside the docs and traversal without fetching, naming the forms it takes', async () => {
      await forgetRequests();
      for (const input of [
        'https://example.com/docs/Features/Routing',
        'https://apipie.ai/pricing',
        '../../etc/passwd',
      ]) {
        const result = await call('read_page', {path_or_url: input});
        expect(result.isError).toBe(true);
        expect(result.text).toMatch(/is not a page of the docs/);
        expect(result.text).toContain('Features/Routing or /Features/Routing');
        expect(result.text).toMatch(/use search_docs/);
        expect(result.text).not.toMatch(/\n\s+at /);
      }
      expect(await requests()).toEqual([]);
    });

    it('names the URL of a missing page', async () => {
      const result = await call('read_page', {path_or_url: 'Features/No-Such-Page'});
      expect(result.isError).toBe(true);
      expect(result.text).toContain(`${served.url}Features/No-Such-Page.md answered 404`);
      expect(result.text).toMatch(/search_docs/);
    });
  });

  describe('report_docs_issue', () => {
    const description = 'The perf_avg example uses an old model id; see GET /v1/models.';

    /** The "Open an issue" link the built page carries (no comment typed), as the browser reads its href. */
    function siteIssueLink(relativePath: string): URL {
      const file = path.join(buildDir, relativePath === '' ? 'index.html' : `${relativePath}.html`);
      const href = /href="(https:\/\/github\.com\/[^"]+\/issues\/new\?[^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
      if (!href) throw new Error(`${file} has no issue link`);
      return new URL(href.replace(/&amp;/g, '&'));
    }

    it.each([
      ['a guide', 'Features/Routing', 'Features/Routing'],
      ['an API operation, by production URL', 'https://apipie.ai/docs/api/chatcompletions', 'api/chatcompletions'],
      ['a page two categories deep, by twin path', '/Integrations/Coding/Docs-MCP.md', 'Integrations/Coding/Docs-MCP'],
      ['the home page', '/docs/', ''],
    ])("returns %s's own feedback link with the description as its comment", async (_, input, relativePath) => {
      await forgetRequests();
      const result = await call('report_docs_issue', {page: input, description});
      expect(result.isError, result.text).toBeFalsy();
      const structured = result.structuredContent as {issue_url: string; page_url: string; description_cut: boolean};
      const link = siteIssueLink(relativePath);
      const issue = new URL(structured.issue_url);
      // The same form, title, label and page lines: the page's link with the comment a reader would type.
      expect(issue.origin + issue.pathname).toBe(link.origin + link.pathname);
      expect(issue.searchParams.get('title')).toBe(link.searchParams.get('title'));
      expect(issue.searchParams.get('labels')).toBe(link.searchParams.get('labels'));
      expect(issue.searchParams.get('body')).toBe(`${link.searchParams.get('body')!.trimEnd()}\n\n${description}\n`);
      expect(structured.page_url).toBe(`https://apipie.ai/docs/${relativePath}`);
      expect(structured.description_cut).toBe(false);
      expect(result.text).toContain(structured.issue_url);
      expect(result.text).toMatch(/^Nothing has been sent\./);
      // It only read the page and its twin.
      expect((await requests()).map((request) => request.url).sort()).toEqual(
        [`/docs/${relativePath}`, `/docs/${relativePath === '' ? 'index' : relativePath}.md`].sort(),
      );
    });

    it('names a post by its headline and its blog', async () => {
      const result = await call('report_docs_issue', {
        page: 'https://apipie.ai/docs/blog/2025/06/12/search-grounding-vs-rag',
        description,
      });
      expect(result.structuredContent).toMatchObject({
        title: expect.stringMatching(/^Search grounding or RAG\?/),
        page_url: 'https://apipie.ai/docs/blog/2025/06/12/search-grounding-vs-rag',
        section: 'Blog',
      });
    });

    it('cuts a long description, never the page URL, to stay under 2,000 characters', async () => {
      const result = await call('report_docs_issue', {page: 'Features/Routing', description: 'Wrong. '.repeat(600)});
      const structured = result.structuredContent as {issue_url: string; description_cut: boolean};
      expect(structured.issue_url.length).toBeLessThanOrEqual(2000);
      expect(structured.issue_url.length).toBeGreaterThan(1900);
      expect(new URL(structured.issue_url).searchParams.get('body')).toMatch(
        /^Page: https:\/\/apipie\.ai\/docs\/Features\/Routing\nSection: Features\n\nWrong\. .*…\n$/s,
      );
      expect(structured.description_cut).toBe(true);
      expect(result.text).toMatch(/description was cut/);
    });

    it('refuses a page outside the docs, and names a missing one, as read_page does', async () => {
      const outside = await call('report_docs_issue', {page: 'https://example.com/docs/x', description});
      expect(outside.isError).toBe(true);
      expect(outside.text).toMatch(/is not a page of the docs.*use search_docs/s);
      const missing = await call('report_docs_issue', {page: 'Features/No-Such-Page', description});
      expect(missing.isError).toBe(true);
      expect(missing.text).toMatch(/answered 404.*use search_docs/s);
    });
  });

  describe('get_operation', () => {
    it('finds an operation by id, with every $ref resolved', async () => {
      const result = await call('get_operation', {operation_id: 'chatcompletions'});
      expect(result.isError).toBeFalsy();
      const operation = JSON.parse(result.text);
      expect(operation).toMatchObject({method: 'POST', path: '/v1/chat/completions', operationId: 'chatcompletions'});
      expect(operation.requestBody.content['application/json'].schema.properties.messages).toBeDefined();
      expect(result.text).not.toContain('"$ref"');
    });

    it('finds the same operation by method and path', async () => {
      const byPath = await call('get_operation', {method: 'POST', path: '/v1/chat/completions'});
      const byId = await call('get_operation', {operation_id: 'chatcompletions'});
      expect(byPath.text).toBe(byId.text);
    });

    it('passes on what no source supports: the marks in place, and their list first', async () => {
      const result = await call('get_operation', {operation_id: 'createUpdateStateSettingsMerge'});
      expect(result.isError).toBeFalsy();
      const operation = JSON.parse(result.text) as Record<string, unknown> & {
        responses: Record<string, Record<string, unknown>>;
      };
      expect(Object.keys(operation)[0]).toBe('x-apipie-unverified-facts');
      const facts = operation['x-apipie-unverified-facts'] as {subject: string; reason: string}[];
      expect(facts.map((fact) => fact.subject)).toEqual(
        expect.arrayContaining(['the operation', 'response 403', 'response 200 field `locked`']),
      );
      expect(operation['x-apipie-unverified']).toMatch(/No source gives the method and path/);
      expect(operation.responses['403']!['x-apipie-unverified']).toMatch(/locked/);
      const chat = JSON.parse((await call('get_operation', {operation_id: 'chatcompletions'})).text) as object;
      expect(chat).not.toHaveProperty('x-apipie-unverified-facts');
    });

    it('names the known operations when the id is unknown', async () => {
      const result = await call('get_operation', {operation_id: 'noSuchOperation'});
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(/No operation has the id "noSuchOperation"/);
      expect(result.text).toContain('chatcompletions (POST /v1/chat/completions)');
    });
  });

  describe('list_models', () => {
    it('lists the published models, filtered', async () => {
      const published = parseModels(
        JSON.parse(readFileSync(path.join(site.root, 'models.json'), 'utf8')),
        'models.json',
      );
      const shown = published.slice(0, 500);
      const all = await call('list_models', {limit: shown.length});
      expect(all.isError).toBeFalsy();
      for (const model of shown) expect(all.text).toContain(`"id": "${model.id}"`);
      const first = published.find((entry) => entry.variants.some((v) => v.provider))!;
      const provider = first.variants.find((v) => v.provider)!.provider;
      const filtered = await call('list_models', {filter: first.id, provider});
      expect(filtered.text).toContain(`"id": "${first.id}"`);
      expect(filtered.text).toContain(`"provider": "${provider}"`);
      const none = await call('list_models', {filter: 'no-such-model-anywhere'});
      expect(none.isError).toBeFalsy();
      expect(none.text).toMatch(/^No model matches/);
    });

    it('find_model answers one published entry by id', async () => {
      const published = parseModels(
        JSON.parse(readFileSync(path.join(site.root, 'models.json'), 'utf8')),
        'models.json',
      );
      const entry = published.find((model) => model.variants.length > 1)!;
      const result = await call('find_model', {model: entry.id});
      expect(result.isError).toBeFalsy();
      expect(result.text).toBe(
        `${entry.id}: ${entry.variants.length} variants in the published model data.\n${JSON.stringify(entry, null, 2)}`,
      );
    });

    it('says the site publishes no model data when models.json is missing', async () => {
      await rm(path.join(site.root, 'models.json'));
      const found = await call('find_model', {model: 'gpt-4o'});
      expect(found.isError).toBe(true);
      expect(found.text).toBe(
        `The documentation site at ${served.url} publishes no model data: ${served.url}models.json does not exist.`,
      );
      const result = await call('list_models', {});
      expect(result.isError).toBe(true);
      expect(result.text).toBe(
        `The documentation site at ${served.url} publishes no model data: ${served.url}models.json does not exist.`,
      );
    });
  });

  describe('resources', () => {
    it('offers llms.txt and reads it', async () => {
      const {resources} = await client.listResources();
      const llms = resources.find((resource) => resource.name === 'llms.txt');
      expect(llms?.uri).toBe(`${served.url}llms.txt`);
      const {contents} = await client.readResource({uri: llms!.uri});
      expect(textOf(contents)).toMatch(/^# .+\n\n> /);
    });

    it('lists every indexed page under the page template and reads one by path', async () => {
      const {resourceTemplates} = await client.listResourceTemplates();
      expect(resourceTemplates.map((t) => t.uriTemplate)).toContain(`${served.url}{+path}.md`);
      const {resources} = await client.listResources();
      const pages = resources.filter((resource) => resource.uri.endsWith('.md'));
      expect(pages.length).toBeGreaterThan(100);
      expect(pages.map((page) => page.uri)).toContain(`${served.url}Features/Routing.md`);
      for (const {path: page} of TWIN_PAGES) {
        const uri = `${served.url}${page === '' ? 'index' : page}.md`;
        const {contents} = await client.readResource({uri});
        expect(textOf(contents).length).toBeGreaterThan(40);
      }
    });
  });

  describe('bad input and faults', () => {
    it('a missing page resource is an error naming its URL', async () => {
      await expect(client.readResource({uri: `${served.url}Features/No-Such-Page.md`})).rejects.toThrow(
        `${served.url}Features/No-Such-Page.md answered 404`,
      );
    });

    it.each([
      ['search_docs', {query: 5}],
      ['search_docs', {query: '   '}],
      ['search_docs', {query: 'x', limit: 0}],
      ['read_page', {}],
      ['report_docs_issue', {page: 'Features/Routing'}],
      ['report_docs_issue', {page: 'Features/Routing', description: '  '}],
      ['get_operation', {method: 'FETCH', path: '/v1/models'}],
      ['list_models', {limit: -1}],
      ['find_model', {model: '  '}],
    ])('%s(%j) is a tool error naming the bad argument', async (name, args) => {
      const result = await call(name, args);
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(/Input validation error/);
    });

    it('get_operation without operation_id or method and path, or with both, is refused', async () => {
      const missing = await call('get_operation', {method: 'GET'});
      expect(missing.isError).toBe(true);
      expect(missing.text).toMatch(
        /Invalid arguments for tool get_operation: Give operation_id, or both method and path$/,
      );
      const both = await call('get_operation', {operation_id: 'chatcompletions', method: 'GET', path: '/v1/models'});
      expect(both.isError).toBe(true);
      expect(both.text).toMatch(
        /Invalid arguments for tool get_operation: Give operation_id, or method and path, not both$/,
      );
    });

    it("refuses arguments outside a tool's schema, naming them", async () => {
      const result = await call('search_docs', {query: 'routing', lang: 'en'});
      expect(result.isError).toBe(true);
      expect(result.text).toContain('search_docs does not take "lang"; it takes query, limit');
    });

    it('a site that is down gives a tool error naming the URL, after one retry', async () => {
      const base = `http://127.0.0.1:${await closedPort()}/docs/`;
      stderr = '';
      const down = await connect(base);
      try {
        const result = await call('search_docs', {query: 'routing'}, down.client);
        expect(result.isError).toBe(true);
        expect(result.text).toBe(`Could not fetch ${base}search-index/manifest.json: connection refused.`);
        expect(stderr).toContain(`GET ${base}search-index/manifest.json failed (connection refused); retrying once`);
        const page = await call('read_page', {path_or_url: 'Features/Routing'}, down.client);
        expect(page.text).toBe(`Could not fetch ${base}Features/Routing.md: connection refused.`);
      } finally {
        await down.client.close();
      }
    });
  });

  describe('command line', () => {
    it('--help lists every tool the server offers', async () => {
      const run = spawnSync(process.execPath, [cli, '--help'], {encoding: 'utf8'});
      expect(run.status).toBe(0);
      const {tools} = await client.listTools();
      for (const tool of tools) expect(run.stdout).toContain(`  ${tool.name} `);
    });

    it('rejects bad options with the usage on stderr and exit code 2, writing nothing to stdout', () => {
      const run = spawnSync(process.execPath, [cli, '--port', '4700'], {encoding: 'utf8'});
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('--port and --host only apply with --http.');
      expect(run.stderr).toContain('Usage: apipie-docs-mcp');
    });
  });

  describe('protocol hygiene', () => {
    it('writes only JSON-RPC messages to stdout, and logs to stderr', async () => {
      const child = spawnCli(['--base-url', served.url, '--timeout', '0'], ['pipe', 'pipe', 'pipe']);
      let out = '';
      let err = '';
      child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
      const send = (message: object) => child.stdin!.write(`${JSON.stringify(message)}\n`);
      send({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}},
      });
      send({jsonrpc: '2.0', method: 'notifications/initialized'});
      send({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: {name: 'search_docs', arguments: {query: 'routing'}},
      });
      send({
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: {name: 'read_page', arguments: {path_or_url: 'Features/No-Such-Page'}},
      });
      try {
        await until(() => out.split('\n').filter(Boolean).length === 3);
      } finally {
        child.kill();
      }
      const messages = out
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as {jsonrpc: string; id: number});
      expect(messages.every((message) => message.jsonrpc === '2.0')).toBe(true);
      expect(messages.map((message) => message.id).sort()).toEqual([1, 2, 3]);
      expect(err).toContain(`serving ${served.url} over stdio`);
    });
  });

  describe('Streamable HTTP', () => {
    it('serves the same tools with --http', async () => {
      const child = spawnCli(
        ['--base-url', served.url, '--timeout', '0', '--http', '--port', '0'],
        ['ignore', 'ignore', 'pipe'],
      );
      let err = '';
      child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
      try {
        const url = await until(() => /at (http:\S+\/mcp)/.exec(err)?.[1]);
        const http = new Client({name: 'docs-mcp-test', version: '1.0.0'});
        await http.connect(new StreamableHTTPClientTransport(new URL(url)));
        const result = await call('search_docs', {query: 'provider routing', limit: 1}, http);
        expect(pathOf((result.structuredContent as {hits: {url: string}[]}).hits[0]!.url)).toBe(
          '/docs/Features/Routing',
        );
        await http.close();
        expect((await fetch(url.replace(/\/mcp$/, '/other'), {method: 'POST'})).status).toBe(404);
        expect((await fetch(url)).status).toBe(405);
        // fetch() will not send a foreign Host header; node:http will.
        const {request} = await import('node:http');
        const statusWith = (extra: Record<string, string>) =>
          new Promise<number | undefined>((resolve, reject) => {
            const headers = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
            request(url, {method: 'POST', headers: {...headers, ...extra}}, (res) => resolve(res.resume().statusCode))
              .on('error', reject)
              .end('{}');
          });
        expect(await statusWith({host: 'rebound.example'})).toBe(403);
        // A page on another site may not use the visitor's browser to call a local server.
        expect(await statusWith({origin: 'https://evil.example'})).toBe(403);
      } finally {
        child.kill();
      }
    });
  });
}
