/**
 * Search benchmark (npm run bench:search): builds this site and a copy that
 * uses @easyops-cn/docusaurus-search-local on the same content, then
 * measures, side by side: index size (raw and gzip, whole and per page),
 * keystroke-to-results latency in Chromium over the same queries (median
 * and p95), and time to first results including the index load.
 * Results go to bench-results/search.json and the console.
 */
import {spawnSync} from 'node:child_process';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseArgs} from 'node:util';
import type {Browser} from 'playwright-core';
import {launchChromium} from '../lib/chromium';
import table from '../../src/search/rankingTable.json';
import {readBuiltIndex, readBuiltRecords} from '../../src/search/builtIndex';
import {MANIFEST_FILE} from '../../src/search/constants';
import {startNginx} from '../lib/nginxServer';
import {generateServerConfig} from '../../plugins/server-config/generate';
import {easyopsEngine, localEngine, type BenchEngine} from './lib/engines';
import {prepareEasyopsSite} from './lib/easyopsSite';
import {armClock, timeToFirst, typeAndTime} from './lib/inPage';
import {median, percentile} from './lib/stats';
import {benchQueries} from './lib/queries';

const {values: args} = parseArgs({
  options: {
    queries: {type: 'string', default: '200'},
    cold: {type: 'string', default: '5'},
    // Measure the builds of the previous run again instead of building both sites.
    reuse: {type: 'boolean', default: false},
  },
});
const QUERY_COUNT = Number(args.queries);
const COLD_RUNS = Number(args.cold);
const QUIET_MS = 150;

const siteDir = process.cwd();
const outDir = path.join(siteDir, 'bench-results');

function build(dir: string, out: string) {
  const result = spawnSync('npx', ['docusaurus', 'build', dir, '--out-dir', out], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`Build of ${dir} failed`);
}

type Size = {files: string[]; raw: number; gzip: number; pages: number};

async function indexSize(files: string[], pages: number): Promise<Size> {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = await readFile(file);
    raw += body.length;
    gzip += gzipSync(body, {level: 9}).length;
  }
  return {files: files.map((f) => path.relative(siteDir, f)), raw, gzip, pages};
}

async function localSize(buildDir: string): Promise<Size> {
  const {dir, manifest, indexFile} = readBuiltIndex(buildDir);
  return indexSize([path.join(dir, MANIFEST_FILE), indexFile], manifest.pages);
}

async function easyopsSize(buildDir: string): Promise<Size> {
  const files = (await readdir(buildDir))
    .filter((f) => /^search-index.*\.json$/.test(f))
    .map((f) => path.join(buildDir, f));
  const pages = new Set<string>();
  for (const file of files) {
    for (const part of JSON.parse(await readFile(file, 'utf8')) as {documents: {u: string}[]}[])
      for (const doc of part.documents) pages.add(doc.u);
  }
  return indexSize(files, pages.size);
}

/** Lighthouse's mobile network ("Slow 4G"): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function coldStarts(browser: Browser, url: string, engine: BenchEngine, throttle = false): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    if (throttle) {
      // Applies to the page's dedicated workers too, which fetch the local index.
      await (await context.newCDPSession(page)).send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    await page.evaluate(armClock(engine.startEvent));
    await engine.open(page);
    await page.keyboard.type('privacy');
    const ms = (await page.evaluate(timeToFirst(engine.hit, 30_000))) as number;
    if (ms < 0) throw new Error(`${engine.name}: no results within 30 s`);
    times.push(ms);
    await context.close();
  }
  return times;
}

async function keystrokes(browser: Browser, url: string, engine: BenchEngine, queries: string[]) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await engine.open(page);
  // Warm up: the index is loaded and every code path has run once.
  await page.keyboard.type('privacy');
  await page.locator(engine.hit).first().waitFor({timeout: 30_000});
  const times: number[] = [];
  let noChange = 0;
  for (const query of queries) {
    await page.evaluate(typeAndTime(engine.input, engine.results, '', QUIET_MS, 2000));
    const ms = (await page.evaluate(typeAndTime(engine.input, engine.results, query, QUIET_MS, 5000))) as number;
    if (ms < 0) noChange++;
    else times.push(ms);
  }
  await context.close();
  return {times, noChange};
}

const round = (n: number) => Math.round(n * 10) / 10;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  await mkdir(outDir, {recursive: true});
  const localBuild = path.join(outDir, 'build-local');
  const easyopsSite = path.join(outDir, 'easyops-site');
  const easyopsBuild = path.join(easyopsSite, 'build');

  if (!args.reuse) {
    console.log('Building this site (local index)…');
    build(siteDir, localBuild);
    console.log('Building the same content with @easyops-cn/docusaurus-search-local…');
    await prepareEasyopsSite(siteDir, easyopsSite);
    build(easyopsSite, easyopsBuild);
  }

  const queries = benchQueries(
    readBuiltRecords(localBuild),
    table.cases.map((row) => row.query),
    QUERY_COUNT,
  );
  if (queries.length < QUERY_COUNT)
    console.warn(`Only ${queries.length} distinct queries could be drawn from the content.`);

  // Both builds are served as production serves them: nginx, precompressed files, the same headers.
  for (const dir of [localBuild, easyopsBuild]) await generateServerConfig({outDir: dir, searchEnv: {mode: 'local'}});
  const servers = {
    local: await startNginx({root: localBuild, basePath: '/docs/'}),
    easyops: await startNginx({root: easyopsBuild, basePath: '/docs/'}),
  };
  const browser = await launchChromium();
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    queries: queries.length,
    coldRuns: COLD_RUNS,
    quietMs: QUIET_MS,
  };
  try {
    for (const [key, engine, url, size] of [
      ['local', localEngine, servers.local.url, await localSize(localBuild)],
      ['easyops', easyopsEngine, servers.easyops.url, await easyopsSize(easyopsBuild)],
    ] as const) {
      console.log(`Measuring ${engine.name}…`);
      const cold = await coldStarts(browser, url, engine);
      const coldSlow4g = await coldStarts(browser, url, engine, true);
      const warm = await keystrokes(browser, url, engine, queries);
      report[key] = {
        engine: engine.name,
        index: {
          ...size,
          rawPerPage: Math.round(size.raw / size.pages),
          gzipPerPage: Math.round(size.gzip / size.pages),
        },
        firstResultsMs: {median: round(median(cold)), runs: cold.map(round)},
        firstResultsSlow4gMs: {median: round(median(coldSlow4g)), runs: coldSlow4g.map(round)},
        keystrokeMs: {
          median: round(median(warm.times)),
          p95: round(percentile(warm.times, 95)),
          samples: warm.times.length,
          unchanged: warm.noChange,
        },
      };
    }
  } finally {
    await browser.close();
    await servers.local.close();
    await servers.easyops.close();
  }
  await writeFile(path.join(outDir, 'search.json'), `${JSON.stringify(report, null, 2)}\n`);

  type Row = {
    engine: string;
    index: Size & {rawPerPage: number; gzipPerPage: number};
    firstResultsMs: {median: number};
    firstResultsSlow4gMs: {median: number};
    keystrokeMs: {median: number; p95: number; samples: number};
  };
  const rows = [report['local'], report['easyops']] as Row[];
  console.log(
    `\n${queries.length} queries, ${COLD_RUNS} cold starts each (Chromium, nginx with the generated config)\n`,
  );
  console.log(
    '| | index raw | index gzip | pages | raw / page | gzip / page | first results (median) | first results, Slow 4G (median) | keystroke median | keystroke p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.engine} | ${kb(row.index.raw)} | ${kb(row.index.gzip)} | ${row.index.pages} | ${kb(row.index.rawPerPage)} | ${kb(row.index.gzipPerPage)} | ${row.firstResultsMs.median} ms | ${row.firstResultsSlow4gMs.median} ms | ${row.keystrokeMs.median} ms | ${row.keystrokeMs.p95} ms (${row.keystrokeMs.samples} samples) |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
