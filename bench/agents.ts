/**
 * What the docs MCP server saves an agent (npm run bench:agents): serves the last production build
 * and answers each task row of the search ranking table (the search package's rankingTable.json, the rows
 * whose `why` calls the query a task) the way an agent would, twice:
 * - through the MCP tools, over stdio: `search_docs` with the query, then `read_page` with the
 *   first hit's Markdown URL. Counted: the characters of the tools' text answers (what the model
 *   reads) and the tool calls.
 * - by fetching HTML: the site's own search (the search package, in-process, as a browser tab runs it)
 *   gives the same first hit, and the agent fetches that page's HTML. Counted: the characters of
 *   the HTML and the requests; the search index the site's search needs is fetched once, and shown
 *   on its own line.
 * Both sides follow the same first hit, so they read the same page. A figure, not a gate.
 * Results go to bench-results/agents.json and the console.
 */
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import table from 'apipie-docs-search/rankingTable.json';
import {createIndexLoader, MANIFEST_PATH, parseQuery} from 'apipie-docs-search';
import {startNginx} from '../scripts/lib/nginxServer';
import {buildPackage} from '../mcp/build.mjs';

/** The rows that are tasks, as the table's own notes say. */
const tasks = table.cases.filter((row) => /\btask\b/i.test(row.why));

const buildDir = path.resolve('build');
if (!existsSync(path.join(buildDir, MANIFEST_PATH))) {
  console.error('No build/: run `npm run build` (or `npm run gen:api && npx docusaurus build`) first.');
  process.exit(1);
}

type Cost = {characters: number; requests: number};
type Row = {query: string; expect: string; page: string | null; found: boolean; mcp: Cost; html: Cost};

const pathOf = (url: string) => new URL(url).pathname;
const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  if (result.isError) throw new Error(`${name}(${JSON.stringify(args)}) failed: ${textOf(result)}`);
  return result;
}

async function main() {
  const cli = await buildPackage();
  const served = await startNginx({root: buildDir, basePath: '/docs/'});
  const client = new Client({name: 'bench-agents', version: '1.0.0'});
  try {
    await client.connect(
      new StdioClientTransport({command: process.execPath, args: [cli, '--base-url', served.url], stderr: 'ignore'}),
    );
    // The site's search, loading its index over HTTP as a browser tab does; what it fetches is counted.
    const index: Cost = {characters: 0, requests: 0};
    const engine = await createIndexLoader({
      manifestUrl: `${served.url}${MANIFEST_PATH}`,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const body = await response.clone().text();
        index.characters += body.length;
        index.requests += 1;
        return response;
      },
    }).load();

    const rows: Row[] = [];
    for (const task of tasks) {
      const expected = task.expect.replace(/#.*$/, '');
      const searched = await call(client, 'search_docs', {query: task.query});
      const hits = (searched.structuredContent as {hits: {url: string; markdown_url: string}[]} | undefined)?.hits;
      const first = hits?.[0];
      const mcp: Cost = {characters: textOf(searched).length, requests: 1};
      const html: Cost = {characters: 0, requests: 0};
      const siteHit = (await engine.search(parseQuery(task.query))).matches[0]?.record;
      if (first) {
        mcp.characters += textOf(await call(client, 'read_page', {path_or_url: first.markdown_url})).length;
        mcp.requests += 1;
      }
      if (siteHit) {
        const page = await fetch(new URL(pathOf(siteHit.url_without_anchor), served.url));
        html.characters += (await page.text()).length;
        html.requests += 1;
      }
      const page = first ? pathOf(first.url).replace(/\/$/, '') || '/' : null;
      if (siteHit && first && pathOf(siteHit.url_without_anchor) !== pathOf(first.url))
        console.warn(`"${task.query}": MCP's first hit ${page} is not the site's ${siteHit.url_without_anchor}`);
      rows.push({query: task.query, expect: expected, page, found: page === expected, mcp, html});
    }

    const sum = (costs: Cost[]): Cost => ({
      characters: costs.reduce((total, cost) => total + cost.characters, 0),
      requests: costs.reduce((total, cost) => total + cost.requests, 0),
    });
    const total = {mcp: sum(rows.map((row) => row.mcp)), html: sum(rows.map((row) => row.html))};
    const cell = (cost: Cost) =>
      `${cost.characters.toLocaleString('en').padStart(11)} ${String(cost.requests).padStart(4)}`;
    const width = Math.max(...rows.map((row) => row.query.length), 30) + 2;
    console.log(`\n${tasks.length} task rows of the ranking table: characters an agent reads, and requests`);
    console.log(`${''.padEnd(width)}${'MCP tools'.padStart(16)}${'HTML pages'.padStart(17)}  first hit`);
    console.log(`${'query'.padEnd(width)}${'chars  req'.padStart(16)}${'chars  req'.padStart(17)}`);
    for (const row of rows) {
      const hit = row.found ? 'expected page' : `${row.page ?? 'none'} (expected ${row.expect})`;
      console.log(`${row.query.padEnd(width)}${cell(row.mcp)}  ${cell(row.html)}  ${hit}`);
    }
    console.log(`${'total'.padEnd(width)}${cell(total.mcp)}  ${cell(total.html)}`);
    console.log(`${'+ search index, fetched once'.padEnd(width)}${''.padStart(16)}  ${cell(index)}`);
    const ratio = (total.html.characters + index.characters) / Math.max(total.mcp.characters, 1);
    console.log(`\nHTML side, index included: ${ratio.toFixed(1)}x the characters of the MCP side.`);

    const report = {tasks: tasks.length, rows, total, searchIndex: index};
    await mkdir('bench-results', {recursive: true});
    await writeFile(path.join('bench-results', 'agents.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('Written to bench-results/agents.json');
  } finally {
    await client.close();
    await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
