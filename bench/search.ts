/**
 * Search benchmark (npm run bench:search): this site's engine beside
 * Pagefind 1.6 built over the same pages with `--root-selector main` and no
 * other configuration, in one run, on today's site and on the 10× site
 * (the guides' rendered pages copied ten times; see lib/tenfoldSite.ts).
 * Both engines run in Chromium through the same page harness
 * (lib/harness/): ranking over the search package's rankingTable.json (success@1,
 * success@5, MRR on the first screen of five hits) and, on a second line, over
 * the held-out queries of its heldOutQueries.json (written from the
 * pages, never gated by a test, so ranking is not tuned to them), the bytes the first
 * search downloads (gzip, engine code included), and keystroke-to-results
 * median and p95. Then queries typed key by key as readers type them, at
 * 100 and at 30 ms a key (lib/typedSearch.ts): this site's search in the real
 * modal of the served build, from Ctrl+K to the last results, and Pagefind as
 * its Default UI searches while a reader types (300 ms debounce), each
 * query's first search on a fresh page and the next query on the same page,
 * on today's site and on the 10× site; with --baseline-build DIR, the same
 * typed into another build (e.g. the previous commit's) beside today's. Figures print and go to
 * bench-results/search.json; none fails (bench/firstSearchBudget.built.test.ts
 * holds the typed first search to its budget).
 *
 *   npm run bench:search [-- --reuse] [-- --site-build DIR] [-- --keystroke-queries N]
 *                        [-- --typed-queries N] [-- --baseline-build DIR] [-- --skip-pasted]
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, rm, symlink, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import heldOut from 'apipie-docs-search/heldOutQueries.json';
import table from 'apipie-docs-search/rankingTable.json';
import {FIRST_SCREEN, MANIFEST_PATH} from 'apipie-docs-search';
import {site} from '../config/site';
import {launchChromium} from '../test/support/chromium';
import {firstScreens, firstSearchBytes, keystrokeTimes, writeHarness, type EngineTarget} from './lib/harness/run';
import {typedInPagefind, typedInSite, type TypedCost, type TypedRun} from './lib/typedSearch';
import {placeOf, scoreRanking, type RankingCase, type RankingScore} from './lib/rankingScore';
import {startStaticServer} from './lib/staticServer';
import {median, percentile} from './lib/stats';
import {buildTenfoldSite} from './lib/tenfoldSite';

const BASE_PATH = site.baseUrl;

const {values: args} = parseArgs({
  options: {
    // Measure the sites of the previous run again instead of building them.
    reuse: {type: 'boolean', default: false},
    // Measure this built site (e.g. another branch's build/) instead of building one.
    'site-build': {type: 'string'},
    // How many ranking-table queries are typed for the keystroke figures (all by default).
    'keystroke-queries': {type: 'string'},
    // How many first searches (cold pages) the first-search bytes are taken over.
    'first-searches': {type: 'string', default: '20'},
    'skip-10x': {type: 'boolean', default: false},
    // How many ranking-table queries are typed key by key into the modal and into Pagefind.
    'typed-queries': {type: 'string', default: '8'},
    // An earlier build of the site (e.g. the previous commit's) whose modal is typed into beside this one's.
    'baseline-build': {type: 'string'},
    // Only the typed figures: no ranking, pasted bytes or keystroke times.
    'skip-pasted': {type: 'boolean', default: false},
  },
});

const siteDir = process.cwd();
const outDir = path.join(siteDir, 'bench-results', 'search');
const SCREEN = FIRST_SCREEN;
const cases = table.cases as RankingCase[];
const heldOutCases = heldOut.cases as RankingCase[];

function run(command: string, commandArgs: string[]) {
  const result = spawnSync(command, commandArgs, {stdio: ['ignore', 'inherit', 'inherit']});
  if (result.status !== 0) throw new Error(`\`${command} ${commandArgs.join(' ')}\` failed`);
}

/** Pagefind 1.6 over a built site, with only the root selector, into `<site>/pagefind/`. */
function buildPagefind(site: string) {
  run('npx', ['pagefind', '--site', site, '--root-selector', 'main', '--output-path', path.join(site, 'pagefind')]);
}

/** Serves `site` under /docs/ beside the harness page. */
async function serve(site: string, name: string) {
  const root = path.join(outDir, `served-${name}`);
  await rm(root, {recursive: true, force: true});
  await mkdir(root, {recursive: true});
  await symlink(path.resolve(site), path.join(root, BASE_PATH.replace(/\//g, '')), 'dir');
  await writeHarness(root);
  return startStaticServer(root);
}

/** Queries spread evenly over the table. */
function sample(queries: readonly string[], count: number): string[] {
  if (count >= queries.length) return [...queries];
  return Array.from({length: count}, (_, i) => queries[Math.floor((i * queries.length) / count)]!);
}

type Ranked = RankingScore & {misses: string[]};
type EngineFigures = {
  ranking?: Ranked;
  heldOut?: Ranked;
  firstSearchKB: {median: number; max: number; maxQuery: string; files: {path: string; bytes: number}[]};
  keystrokeMs: {median: number; p95: number; samples: number};
};

/** Success and MRR of `target` over `rows`, and the rows whose page is not on the first screen. */
async function rank(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  url: string,
  target: EngineTarget,
  rows: readonly RankingCase[],
): Promise<Ranked> {
  const screens = await firstScreens(
    browser,
    url,
    target,
    rows.map((row) => row.query),
    SCREEN,
  );
  const placements = rows.map((row, i) => placeOf(row.expect, screens[i]!));
  return {
    ...scoreRanking(placements),
    misses: rows.filter((_, i) => placements[i] === null).map((row) => `${row.query} → ${row.expect}`),
  };
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function measure(
  site: string,
  name: string,
  withRanking: boolean,
): Promise<Record<'ours' | 'pagefind', EngineFigures>> {
  const server = await serve(site, name);
  const browser = await launchChromium();
  const targets: Record<'ours' | 'pagefind', EngineTarget> = {
    ours: {engine: 'ours', manifest: `${BASE_PATH}${MANIFEST_PATH}`},
    pagefind: {engine: 'pagefind', bundle: `${BASE_PATH}pagefind/pagefind.js`, basePath: BASE_PATH},
  };
  const queries = cases.map((row) => row.query);
  const typed = sample(queries, Number(args['keystroke-queries'] ?? queries.length));
  const firsts = sample(queries, Number(args['first-searches']));
  const figures = {} as Record<'ours' | 'pagefind', EngineFigures>;
  try {
    for (const key of ['ours', 'pagefind'] as const) {
      console.log(`[${name}] ${key}…`);
      const target = targets[key];
      let ranking: Ranked | undefined;
      let heldOutRanking: Ranked | undefined;
      if (withRanking) {
        ranking = await rank(browser, server.url, target, cases);
        heldOutRanking = await rank(browser, server.url, target, heldOutCases);
      }
      const first: {query: string; bytes: number; files: {path: string; bytes: number}[]}[] = [];
      for (const query of firsts)
        first.push({query, ...(await firstSearchBytes(browser, server.url, server.counter, target, query, SCREEN))});
      const worst = first.reduce((a, b) => (b.bytes > a.bytes ? b : a));
      const times = await keystrokeTimes(browser, server.url, target, typed, SCREEN);
      figures[key] = {
        ...(ranking && {ranking}),
        ...(heldOutRanking && {heldOut: heldOutRanking}),
        firstSearchKB: {
          median: round(median(first.map((f) => f.bytes)) / 1024),
          max: round(worst.bytes / 1024),
          maxQuery: worst.query,
          files: worst.files,
        },
        keystrokeMs: {median: round(median(times), 2), p95: round(percentile(times, 95), 2), samples: times.length},
      };
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return figures;
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function printTable(results: Record<string, Record<'ours' | 'pagefind', EngineFigures>>) {
  console.log(
    `\nRanking table: ${cases.length} queries; held-out: ${heldOutCases.length} queries; first screen ${SCREEN} hits (Pagefind: ${SCREEN} pages, each with the sections its UI shows).\n`,
  );
  console.log(
    '| site | engine | queries | success@1 | success@5 | MRR | first search (gzip, median / max) | keystroke median | keystroke p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, figures] of Object.entries(results)) {
    for (const key of ['ours', 'pagefind'] as const) {
      const f = figures[key];
      const r = f.ranking;
      const engine = key === 'ours' ? 'ours' : 'Pagefind 1.6';
      const scores = (s: Ranked | undefined) =>
        s ? `${pct(s.successAt1)} | ${pct(s.successAt5)} | ${s.mrr.toFixed(3)}` : '— | — | —';
      console.log(
        `| ${name} | ${engine} | ${r ? 'table' : '—'} | ${scores(r)} | ${f.firstSearchKB.median} / ${f.firstSearchKB.max} KB | ${f.keystrokeMs.median} ms | ${f.keystrokeMs.p95} ms |`,
      );
      if (f.heldOut) console.log(`| ${name} | ${engine} | held-out | ${scores(f.heldOut)} | | | |`);
    }
  }
}

const KEY_DELAYS_MS = [100, 30] as const;

type TypedFigures = Record<string, Record<(typeof KEY_DELAYS_MS)[number], TypedRun>>;

/**
 * Typed searches at each key delay: this build's modal, the baseline's (unless `withBaseline` is false,
 * as on the 10× site, which only this build's code writes), and Pagefind over the same pages.
 */
async function measureTyped(site: string, name: string, withBaseline = true): Promise<TypedFigures> {
  const queries = sample(
    cases.map((row) => row.query),
    Number(args['typed-queries']),
  );
  const browser = await launchChromium();
  const server = await serve(site, `${name}-typed`);
  const figures: TypedFigures = {};
  try {
    const builds: [string, string][] = [['ours', site]];
    if (withBaseline && args['baseline-build'])
      builds.push(['ours, baseline build', path.resolve(args['baseline-build'])]);
    for (const [label, dir] of builds) {
      figures[label] = {} as TypedFigures[string];
      for (const keyMs of KEY_DELAYS_MS) {
        console.log(`[${name}] ${label} typed at ${keyMs} ms a key…`);
        figures[label][keyMs] = await typedInSite(browser, dir, BASE_PATH, queries, keyMs);
      }
    }
    figures['Pagefind 1.6'] = {} as TypedFigures[string];
    for (const keyMs of KEY_DELAYS_MS) {
      console.log(`[${name}] Pagefind typed at ${keyMs} ms a key…`);
      figures['Pagefind 1.6'][keyMs] = await typedInPagefind(
        browser,
        server.url,
        server.counter,
        `${BASE_PATH}pagefind/`,
        queries,
        keyMs,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return figures;
}

/** How many first searches kept every key, or a dash where the engine has no box to lose them (Pagefind here). */
const keptCount = (costs: readonly TypedCost[]) =>
  costs[0]?.kept === undefined ? '—' : `${costs.filter((c) => c.kept).length} of ${costs.length}`;

function printTyped(name: string, figures: TypedFigures) {
  const kb = (bytes: number) => round(bytes / 1024);
  const spread = (costs: readonly TypedCost[], by: (cost: TypedCost) => number, unit = (n: number) => n) =>
    `${unit(median(costs.map(by)))} / ${unit(Math.max(...costs.map(by)))}`;
  const queries = Object.values(figures)[0]![KEY_DELAYS_MS[0]].first.length;
  console.log(
    `\nTyped key by key (${name}, ${queries} queries, each first on a fresh page, then the next on the same page; median / max):\n`,
  );
  console.log(
    '| engine | ms a key | first search KB (gzip) | first search requests | next search KB | next search requests | every key kept (first) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [engine, runs] of Object.entries(figures)) {
    for (const keyMs of KEY_DELAYS_MS) {
      const {first, later} = runs[keyMs];
      console.log(
        `| ${engine} | ${keyMs} | ${spread(first, (c) => c.bytes, kb)} | ${spread(first, (c) => c.requests)} | ${spread(later, (c) => c.bytes, kb)} | ${spread(later, (c) => c.requests)} | ${keptCount(first)} |`,
      );
    }
  }
}

async function main() {
  await mkdir(outDir, {recursive: true});
  const site1x = args['site-build'] ? path.resolve(args['site-build']) : path.join(outDir, 'site-1x');
  const site10x = path.join(outDir, 'site-10x');
  if (!args.reuse) {
    if (!args['site-build']) {
      console.log('Building the site…');
      run('npx', ['docusaurus', 'build', '--out-dir', site1x]);
    }
    if (!args['skip-10x']) {
      console.log('Writing the 10× site…');
      const {pages} = await buildTenfoldSite(site1x, site10x, site.url);
      console.log(`  ${pages} pages in the local index`);
    }
    console.log('Building Pagefind 1.6 over the same pages…');
    buildPagefind(site1x);
    if (!args['skip-10x']) buildPagefind(site10x);
  }
  if (!existsSync(path.join(site1x, 'pagefind')))
    throw new Error(`No Pagefind index in ${site1x}: run without --reuse.`);

  const typed: Record<string, TypedFigures> = {};
  typed['today'] = await measureTyped(site1x, '1x');
  if (!args['skip-10x']) typed['10×'] = await measureTyped(site10x, '10x', false);
  if (args['skip-pasted']) {
    await writeFile(
      path.join(siteDir, 'bench-results', 'search.json'),
      `${JSON.stringify({date: new Date().toISOString(), typed}, null, 2)}\n`,
    );
    for (const [name, figures] of Object.entries(typed)) printTyped(name, figures);
    return;
  }
  const results: Record<string, Record<'ours' | 'pagefind', EngineFigures>> = {};
  results['today'] = await measure(site1x, '1x', true);
  if (!args['skip-10x']) results['10×'] = await measure(site10x, '10x', false);
  await writeFile(
    path.join(siteDir, 'bench-results', 'search.json'),
    `${JSON.stringify({date: new Date().toISOString(), queries: cases.length, heldOutQueries: heldOutCases.length, screen: SCREEN, results, typed}, null, 2)}\n`,
  );
  printTable(results);
  for (const [name, figures] of Object.entries(typed)) printTyped(name, figures);
  for (const key of ['ours', 'pagefind'] as const) {
    for (const [label, misses] of [
      ['rows', results['today']![key].ranking!.misses],
      ['held-out queries', results['today']![key].heldOut!.misses],
    ] as const) {
      console.log(
        `\n${key}: ${misses.length} ${label} not on the first screen${misses.length ? `:\n  ${misses.join('\n  ')}` : ''}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
