/**
 * Docs MCP benchmark (npm run bench:mcp): serves the last production build,
 * then times search_docs over the ranking table's queries through the SDK's
 * client over stdio: the first call of a fresh server (index fetch and engine
 * build included) and later calls. Beside it, the baseline measured in the
 * same run: the site's own search in-process, loading the same index over
 * HTTP with the search package's loader (what a browser tab does) and searching it.
 * The server starts loading the index at start-up, so its first call waits
 * only for what is left of that load when the client asks.
 * Results go to bench-results/mcp.json and the console.
 */
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import table from 'apipie-docs-search/rankingTable.json';
import {createIndexLoader, MANIFEST_PATH, parseQuery} from 'apipie-docs-search';
import {startNginx} from '../scripts/lib/nginxServer';
import {buildPackage} from '../mcp/build.mjs';
import {median, percentile} from './lib/stats';

const {values: args} = parseArgs({options: {cold: {type: 'string'}}});
const queries = table.cases.map((row) => row.query);
// One fresh server per query by default: the first call is what an agent waits for.
const COLD_RUNS = Number(args.cold ?? queries.length);

const buildDir = path.resolve('build');
if (!existsSync(path.join(buildDir, MANIFEST_PATH))) {
  console.error('No build/: run `npm run build` (or `npm run gen:api && npx docusaurus build`) first.');
  process.exit(1);
}

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

async function startClient(cli: string, baseUrl: string): Promise<Client> {
  const client = new Client({name: 'bench-mcp', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({command: process.execPath, args: [cli, '--base-url', baseUrl], stderr: 'ignore'}),
  );
  return client;
}

async function search(client: Client, query: string): Promise<void> {
  const result = (await client.callTool({name: 'search_docs', arguments: {query}})) as CallToolResult;
  if (result.isError) throw new Error(`search_docs("${query}") failed: ${JSON.stringify(result.content)}`);
}

type Figures = {median: number; p95: number; runs: number};
const figures = (values: number[]): Figures => ({
  median: median(values),
  p95: percentile(values, 95),
  runs: values.length,
});

async function main() {
  const cli = await buildPackage();
  const served = await startNginx({root: buildDir, basePath: '/docs/'});
  const manifestUrl = `${served.url}${MANIFEST_PATH}`;
  try {
    const mcpStart: number[] = [];
    const mcpFirst: number[] = [];
    const siteFirst: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      const query = queries[i % queries.length]!;
      const [startMs, client] = await timed(() => startClient(cli, served.url));
      mcpStart.push(startMs);
      mcpFirst.push((await timed(() => search(client, query)))[0]);
      await client.close();
      // Baseline: a fresh loader fetches the manifest and index and builds the engine, then searches.
      siteFirst.push(
        (await timed(async () => (await createIndexLoader({manifestUrl}).load()).search(parseQuery(query))))[0],
      );
    }

    const client = await startClient(cli, served.url);
    await search(client, queries[0]!);
    const engine = await createIndexLoader({manifestUrl}).load();
    const mcpLater: number[] = [];
    const siteLater: number[] = [];
    for (const query of queries) {
      mcpLater.push((await timed(() => search(client, query)))[0]);
      siteLater.push((await timed(async () => engine.search(parseQuery(query))))[0]);
    }
    await client.close();

    const report = {
      queries: queries.length,
      mcp: {
        startAndInitialize: figures(mcpStart),
        firstSearch: figures(mcpFirst),
        startToFirstResult: figures(mcpStart.map((ms, i) => ms + mcpFirst[i]!)),
        laterSearch: figures(mcpLater),
      },
      baseline: {firstSearch: figures(siteFirst), laterSearch: figures(siteLater)},
    };
    const cell = (f: Figures | null) => (f ? `${f.median.toFixed(1)} / ${f.p95.toFixed(1)}` : '–').padStart(26);
    const row = (label: string, mcp: Figures, site: Figures | null) => `${label.padEnd(48)}${cell(mcp)}${cell(site)}`;
    console.log(`\nsearch_docs over ${queries.length} ranking-table queries, ms (median / p95)`);
    console.log(`${''.padEnd(48)}${'MCP over stdio'.padStart(26)}${'site search in-process'.padStart(26)}`);
    console.log(row('process start + initialize', report.mcp.startAndInitialize, null));
    console.log(
      row(
        `first search, index fetch included (${COLD_RUNS} runs)`,
        report.mcp.firstSearch,
        report.baseline.firstSearch,
      ),
    );
    console.log(row('process start to first result', report.mcp.startToFirstResult, null));
    console.log(
      row('later searches (MCP: ETag revalidation, 304)', report.mcp.laterSearch, report.baseline.laterSearch),
    );
    await mkdir('bench-results', {recursive: true});
    await writeFile(path.join('bench-results', 'mcp.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('\nWritten to bench-results/mcp.json');
  } finally {
    await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
