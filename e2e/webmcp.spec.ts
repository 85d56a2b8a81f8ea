import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {site as siteConfig} from '../config/site';
import {siteUrl} from '../config/siteUrl';
import {parseModels} from '../src/agentTools/models';
import type {OpenApiDocument} from '../src/agentTools/openapiOperations';
import {acceptedPageForms, PagePathError, pagePathOf} from 'apipie-docs-markdown-twins';
import {
  checkArguments,
  findModelAnswer,
  inputJsonSchema,
  operationAnswer,
  PAGE_TOOL_NAMES,
  toolDefinitions,
  type ToolName,
} from '../src/agentTools/tools';
import {
  expect,
  expectHydrated,
  gotoHydrated,
  pageSettled,
  test,
  trackErrors,
  type ServedSite,
} from './support/fixtures';
import {recordScripts} from './support/scripts';
import {chromiumArgs, chromiumPath} from '../test/support/chromium';
import {chromium} from '@playwright/test';

/**
 * The pages' WebMCP tools (src/agentTools/webmcp.ts) in a browser given
 * WebMCP by the polyfill, installed before the page's own scripts run.
 */
const POLYFILL = path.resolve('node_modules/@mcp-b/webmcp-polyfill/dist/index.iife.js');
/** Text only the tools' lazily loaded chunk holds (a refusal of src/agentTools/tools.ts). */
const TOOLS_CHUNK_TEXT = 'Give operation_id, or method and path, not both';

type ListedTool = {name: string; title: string; description: string; inputSchema?: unknown};
type ToolAnswer = {content: {type: string; text: string}[]; isError?: boolean; structuredContent?: unknown};

/** The docs URL the build was made for: the pages read their url and baseUrl from the site config. */
const publishedDocsUrl = new URL(siteConfig.baseUrl, siteUrl);

/** The definitions as this copy of the site describes them: read_page names the pages' own base URL. */
function definitionsFor(site: ServedSite) {
  return toolDefinitions(acceptedPageForms(new URL(site.url()), [publishedDocsUrl]));
}

/**
 * The tools the page has registered, once it has them all. The wait loops in the page: Playwright's
 * waitForFunction treats the promise an async predicate returns as truthy and stops at its first try.
 */
async function listTools(page: Page): Promise<ListedTool[]> {
  return page.evaluate(async (count) => {
    const context = (document as unknown as {modelContext: {getTools(): Promise<ListedTool[]>}}).modelContext;
    for (;;) {
      const tools = await context.getTools();
      if (tools.length >= count) {
        return tools.map(({name, title, description, inputSchema}) => ({name, title, description, inputSchema}));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, PAGE_TOOL_NAMES.length);
}

/**
 * Calls a tool as an agent does through the browser: the polyfill's executeTool takes the
 * arguments as JSON, Chromium's own takes them as an object.
 */
async function callTool(
  page: Page,
  name: string,
  args: unknown,
  inputAs: 'json' | 'object' = 'json',
): Promise<ToolAnswer & {text: string}> {
  const serialized = await page.evaluate(
    async ({name, args, inputAs}) => {
      type Context = {
        getTools(): Promise<{name: string}[]>;
        executeTool(tool: unknown, input: unknown): Promise<string | null>;
      };
      const context = (document as unknown as {modelContext: Context}).modelContext;
      const tool = (await context.getTools()).find((candidate) => candidate.name === name);
      return context.executeTool(tool, inputAs === 'json' ? JSON.stringify(args) : args);
    },
    {name, args, inputAs},
  );
  const answer = JSON.parse(serialized ?? 'null') as ToolAnswer;
  return {...answer, text: answer.content.map((part) => part.text).join('\n')};
}

const tenThousand = 'x'.repeat(10_000);

/** Clicks the sidebar's link to the completions page, as a reader does; returns the heading it should show. */
async function followSidebarLink(page: Page): Promise<RegExp> {
  await page.locator('nav.menu a[href="/docs/Features/Completions"]').first().click();
  await expect(page).toHaveURL(/\/docs\/Features\/Completions$/);
  await expectHydrated(page);
  return /Completion/i;
}

test.describe('WebMCP tools, where the browser offers WebMCP', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript({path: POLYFILL});
  });

  test("registers the four read-only tools with the MCP server's names, descriptions and schemas", async ({
    page,
    site,
    errors,
  }) => {
    await gotoHydrated(page, 'Features/Routing');
    const tools = await listTools(page);
    expect(tools.map((tool) => tool.name).sort()).toEqual([...PAGE_TOOL_NAMES].sort());
    const definitions = definitionsFor(site);
    for (const tool of tools) {
      const definition = definitions[tool.name as ToolName];
      expect(tool.title).toBe(definition.title);
      expect(tool.description).toBe(definition.description);
      // The MCP server lists exactly this schema (mcp/src/server.test.ts).
      expect(tool.inputSchema).toEqual(inputJsonSchema(definition));
    }
    expect(errors).toEqual([]);
  });

  test('each tool answers a good call from the published files', async ({page, site, errors}) => {
    await gotoHydrated(page, 'Features/Routing');
    await listTools(page);

    const search = await callTool(page, 'search_docs', {query: 'provider routing', limit: 1});
    expect(search.isError).toBeFalsy();
    const hits = (search.structuredContent as {hits: {url: string; markdown_url: string}[]}).hits;
    expect(new URL(hits[0]!.url).pathname).toBe('/docs/Features/Routing');
    expect(hits[0]!.markdown_url).toBe(site.url('Features/Routing.md'));
    expect(search.text).toMatch(/^1 of \d+ hits for "provider routing":\n\n1\. /);

    const twin = await callTool(page, 'read_page', {path_or_url: '/docs/Features/Routing'});
    expect(twin.isError).toBeFalsy();
    expect(twin.text).toBe(readFileSync(path.join(site.buildDir, 'Features/Routing.md'), 'utf8'));

    const models = parseModels(
      JSON.parse(readFileSync(path.join(site.buildDir, 'models.json'), 'utf8')),
      'models.json',
    );
    const found = await callTool(page, 'find_model', {model: 'gpt-4.1'});
    expect(found.isError).toBeFalsy();
    expect(found.text).toMatch(/^gpt-4-1: \d+ variants? in the published model data\.\n\{/);
    expect(found.text).toBe(findModelAnswer(models, {model: 'gpt-4.1'}));
    const named = await callTool(page, 'find_model', {model: 'claude sonnet'});
    expect(named.text).toMatch(/^\d+ of \d+ model ids match "claude sonnet"/);
    expect(named.text).toBe(findModelAnswer(models, {model: 'claude sonnet'}));

    const doc = JSON.parse(readFileSync(path.join(site.buildDir, 'openapi.json'), 'utf8')) as OpenApiDocument;
    const operation = await callTool(page, 'get_operation', {method: 'POST', path: '/v1/chat/completions'});
    expect(operation.isError).toBeFalsy();
    expect(operation.text).toContain('"operationId": "chatcompletions"');
    expect(operation.text).toBe(operationAnswer(doc, {method: 'POST', path: '/v1/chat/completions'}));
    expect(errors).toEqual([]);
  });

  test("bad arguments get the MCP server's refusals, and the page keeps working", async ({page, site, errors}) => {
    await gotoHydrated(page, 'Features/Routing');
    await listTools(page);
    const definitions = definitionsFor(site);
    const bad: [ToolName, string, Record<string, unknown>][] = [
      ['search_docs', 'a wrong type', {query: 42}],
      ['search_docs', 'an empty string', {query: ''}],
      ['search_docs', '10,000 characters', {query: tenThousand}],
      ['search_docs', 'an unknown argument', {query: 'routing', page: 2}],
      ['read_page', 'a wrong type', {path_or_url: {url: 'Features/Routing'}}],
      ['read_page', 'an empty string', {path_or_url: '  '}],
      ['read_page', '10,000 characters', {path_or_url: tenThousand}],
      ['read_page', 'an unknown argument', {path_or_url: 'Features/Routing', format: 'html'}],
      ['find_model', 'a wrong type', {model: 41}],
      ['find_model', 'an empty string', {model: ''}],
      ['find_model', '10,000 characters', {model: tenThousand}],
      ['find_model', 'an unknown argument', {model: 'gpt-4.1', provider: 'openai'}],
      ['get_operation', 'a wrong type', {operation_id: 7}],
      ['get_operation', '10,000 characters', {operation_id: tenThousand}],
      ['get_operation', 'an empty string', {operation_id: ''}],
      ['get_operation', 'conflicting arguments', {operation_id: 'chatcompletions', method: 'GET', path: '/v1/models'}],
    ];
    for (const [name, what, args] of bad) {
      const expected = checkArguments(definitions, name, args);
      expect(expected.ok, `${name} given ${what}`).toBe(false);
      const answer = await callTool(page, name, args);
      expect(answer.isError, `${name} given ${what}`).toBe(true);
      expect(answer.text, `${name} given ${what}`).toBe(!expected.ok && expected.refusal);
    }

    // Another origin's URL passes the schema; the page is refused as the MCP server refuses it.
    const foreign = 'https://evil.example/docs/Features/Routing';
    const refusal = (() => {
      try {
        pagePathOf(foreign, new URL(site.url()), [publishedDocsUrl]);
      } catch (error) {
        if (error instanceof PagePathError) return error.message;
      }
      throw new Error(`${foreign} was not refused`);
    })();
    const answer = await callTool(page, 'read_page', {path_or_url: foreign});
    expect(answer).toMatchObject({isError: true, text: refusal});
    expect(refusal).toMatch(/^"https:\/\/evil\.example\/docs\/Features\/Routing" is not a page of the docs at /);

    // The page is still the reader's, and nothing went wrong: it shows its heading and follows a link.
    expect(errors).toEqual([]);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const next = await followSidebarLink(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(next);
    expect(errors).toEqual([]);
  });

  test('a page that does not exist is named, as the MCP server names it', async ({page, site, errors}) => {
    await gotoHydrated(page, 'Features/Routing');
    await listTools(page);
    const notFound: string[] = [];
    page.on('response', (response) => void (response.status() === 404 && notFound.push(response.url())));
    const missing = await callTool(page, 'read_page', {path_or_url: 'Features/No-Such-Page'});
    expect(missing).toMatchObject({isError: true});
    expect(missing.text).toBe(
      `${site.url('Features/No-Such-Page.md')} answered 404: no such file on the site. There is no such page; use search_docs to find the right path.`,
    );
    // Chromium logs every 404 to the console; this one is the tool's own look-up, and the only one.
    expect(notFound).toEqual([site.url('Features/No-Such-Page.md')]);
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('the tools come in a chunk of their own, fetched once the page is idle', async ({page}) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, '');
    await listTools(page);
    const tools = (await scripts()).filter((script) => script.body.includes(TOOLS_CHUNK_TEXT));
    expect(tools).toHaveLength(1);
    expect(tools[0]!.url).not.toMatch(/\/main\.[^/]*\.js$/);
  });
});

test.describe('WebMCP tools, where the browser does not offer WebMCP', () => {
  test('the tools are never fetched', async ({page, errors}) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, 'Features/Routing');
    expect(await page.evaluate(() => 'modelContext' in document)).toBe(false);
    await pageSettled(page);
    await followSidebarLink(page);
    await pageSettled(page);
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((script) => script.body.includes(TOOLS_CHUNK_TEXT)).map((script) => script.url)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('WebMCP tools, where Chromium itself offers WebMCP (behind a flag)', () => {
  test('the same tools are registered and answer, without the polyfill', async ({site}) => {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--enable-blink-features=WebMCP'],
    });
    try {
      const page = await browser.newPage({baseURL: site.url()});
      const errors = trackErrors(page, site.origin);
      await gotoHydrated(page, 'Features/Routing');
      const tools = await listTools(page);
      const definitions = definitionsFor(site);
      expect(tools.map((tool) => tool.name).sort()).toEqual([...PAGE_TOOL_NAMES].sort());
      for (const tool of tools) expect(tool.inputSchema).toEqual(inputJsonSchema(definitions[tool.name as ToolName]));
      const search = await callTool(page, 'search_docs', {query: 'provider routing', limit: 1}, 'object');
      expect(search.text).toMatch(/^1 of \d+ hits for "provider routing":\n\n1\. /);
      const args = {path_or_url: 'Features/Routing', format: 'html'};
      const refused = await callTool(page, 'read_page', args, 'object');
      const expected = checkArguments(definitions, 'read_page', args);
      expect(refused).toMatchObject({isError: true, text: !expected.ok && expected.refusal});
      expect(refused.text).toContain('read_page does not take "format"');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
