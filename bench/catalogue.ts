/**
 * Model catalogue benchmark (npm run bench:catalogue): the catalogue page of a build, side by side
 * with another build's (`-- --baseline DIR`, e.g. main built into DIR, measured in the same run):
 * ids and rows in the HTML, the page's HTML bytes (raw and gzip), the gzip bytes of the scripts
 * only this page loads, and what a keystroke in the search box does to the rows as rendered: the
 * time from the input event to the first frame whose layout gives a box to exactly the rows that
 * match (React's render, the DOM changes, style and layout), median and p95 over several queries
 * typed one key at a time on a CPU slowed down (`--cpu-slowdown`, 4 by default), and how many
 * keystrokes never got there (rows still painted that the filter hides). Timings print and never
 * fail anything; the byte budgets are in bench/budgets.ts. Needs `build/`.
 */
import {existsSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseArgs} from 'node:util';
import type {Browser, Page} from 'playwright-core';
import {launchChromium} from '../test/support/chromium';
import {startNginx} from '../scripts/lib/nginxServer';
import {requireBuiltPageFile} from '../plugins/built-site/files';
import {generateServerConfig} from '../plugins/server-config/generate';
import {NGINX_MAPS_FILE, SERVER_FILES_DIR} from '../plugins/server-config/nginx';
import {catalogueRows} from '../data/catalogue';
import {redirects} from '../config/redirects';
import {site} from '../config/site';
import {checkModelData} from '../data/modelSchema';
import rawModels from '../data/models.json';
import {applyFilters, noFilters} from '../src/components/ModelCatalogue/filters';
import {CATALOGUE_BUDGETS} from './budgets';
import {median, percentile} from './lib/stats';

const {values: args} = parseArgs({
  options: {
    build: {type: 'string', default: 'build'},
    baseline: {type: 'string'},
    rounds: {type: 'string', default: '3'},
    'cpu-slowdown': {type: 'string', default: '4'},
  },
});

/** What readers type: ids, names with a version, a vendor, a provider; each typed a key at a time. */
const QUERIES = ['claude sonnet 4', 'gpt 4.1', 'llama-4', 'qwen 3', 'deepseek r1', 'grok', 'bedrock', 'mistral'];
const PAGE = CATALOGUE_BUDGETS.path;
const ROWS = catalogueRows(checkModelData(rawModels, 'data/models.json').data);
/** How long a keystroke may take to paint the matching rows before it counts as never painting them. */
const PAINT_WAIT_MS = 2000;

/** How many rows the filter keeps for a text typed in the search box. */
const matchingRows = (text: string) => applyFilters(ROWS, {...noFilters, text}).length;

/**
 * In the page: sets the search box to `value` as one input event, then checks each animation frame
 * until the rows with a box (as laid out: `getClientRects`, whatever attribute or class a row has)
 * number `expected`, or PAINT_WAIT_MS pass. User-timing marks around it give the trace its wall and
 * thread (CPU) times. Resolves with the rows that had a box at the end.
 */
function keystroke(value: string, index: number, expected: number): string {
  return `new Promise((resolve) => {
    const input = document.querySelector('#catalogue-text');
    const rows = document.querySelector('[data-testid="model-catalogue"] tbody').rows;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const painted = () => { let n = 0; for (const row of rows) if (row.getClientRects().length > 0) n++; return n; };
    const started = performance.now();
    const frame = () => {
      const count = painted();
      if (count === ${expected} || performance.now() - started > ${PAINT_WAIT_MS}) {
        performance.mark('key-end-${index}');
        resolve(count);
      } else requestAnimationFrame(frame);
    };
    performance.mark('key-start-${index}');
    setValue.call(input, ${JSON.stringify(value)});
    input.dispatchEvent(new Event('input', {bubbles: true}));
    requestAnimationFrame(frame);
  })`;
}

type TraceEvent = {name: string; ts: number; tts?: number};

/** Wall and main-thread CPU milliseconds of each marked keystroke in a trace. */
function keystrokeTimes(trace: {traceEvents: TraceEvent[]}, count: number): {wall: number[]; cpu: number[]} {
  const marks = new Map(trace.traceEvents.filter((e) => e.name.startsWith('key-')).map((e) => [e.name, e]));
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = marks.get(`key-start-${i}`);
    const end = marks.get(`key-end-${i}`);
    if (!start || !end) throw new Error(`keystroke ${i} has no marks in the trace`);
    wall.push((end.ts - start.ts) / 1000);
    // Thread time: what the renderer's main thread spent, whatever else the machine was doing.
    if (start.tts !== undefined && end.tts !== undefined) cpu.push((end.tts - start.tts) / 1000);
  }
  return {wall, cpu};
}

async function ownScripts(browser: Browser, url: (relative: string) => string): Promise<string[]> {
  const load = async (relative: string) => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
    await page.goto(url(relative), {waitUntil: 'networkidle'});
    await waitInteractive(page);
    await page.close();
    return scripts;
  };
  const other = new Set(await load('Features/Completions'));
  return (await load(PAGE)).filter((s) => !other.has(s));
}

async function waitInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  // This catalogue marks its form once its rows are React's; the catalogue before it was ready on hydration.
  await page.waitForFunction(
    () =>
      document.querySelector('form[data-interactive]') ||
      !document.querySelector('form[data-interactive], [data-model-data]'),
  );
}

type Result = {
  label: string;
  ids: number;
  rows: number;
  htmlRaw: number;
  htmlGzip: number;
  scriptGzip: number;
  scriptFiles: number;
  /**
   * Per keystroke that painted the matching rows: milliseconds from the input event to that frame, and the main
   * thread's CPU time in them.
   */
  wall: number[];
  cpu: number[];
  /** Keystrokes measured, and those after which rows the filter hides were still painted. */
  keystrokes: number;
  neverPainted: number;
  /** After the last keystroke of the first query: rows with a box, and rows that match. */
  sample: {query: string; painted: number; matching: number};
};

async function measure(
  browser: Browser,
  label: string,
  buildDir: string,
  rounds: number,
  cpuSlowdown: number,
): Promise<Result> {
  if (!existsSync(path.join(buildDir, SERVER_FILES_DIR, NGINX_MAPS_FILE)))
    await generateServerConfig({outDir: buildDir, searchEnv: {mode: 'local'}, baseUrl: site.baseUrl, redirects});
  const server = await startNginx({root: buildDir, basePath: '/docs/'});
  try {
    const html = readFileSync(requireBuiltPageFile(buildDir, PAGE));
    const rowModels = [...html.toString('utf8').matchAll(/<tr[^>]*\sdata-model=("[^"]*"|[^\s>]+)/g)].map((m) => m[1]);
    const url = (relative: string) => `${server.url}${relative}`;
    const scripts = await ownScripts(browser, url);
    const scriptGzip = scripts.reduce(
      (sum, s) => sum + gzipSync(readFileSync(path.join(buildDir, s.replace(/^\/docs\//, ''))), {level: 9}).length,
      0,
    );
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    await page.goto(url(PAGE), {waitUntil: 'networkidle'});
    await waitInteractive(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    const values: string[] = [];
    for (let round = 0; round < rounds; round++)
      for (const query of QUERIES) values.push(...[...query].map((_, i) => query.slice(0, i + 1)), '');
    const traceFile = path.join(os.tmpdir(), `bench-catalogue-${process.pid}.json`);
    await browser.startTracing(page, {path: traceFile, categories: ['blink.user_timing']});
    const painted: number[] = [];
    for (const [index, value] of values.entries())
      painted.push(await page.evaluate<number>(keystroke(value, index, matchingRows(value))));
    await browser.stopTracing();
    const times = keystrokeTimes(JSON.parse(readFileSync(traceFile, 'utf8')), values.length);
    rmSync(traceFile, {force: true});
    await page.close();
    // The first round warms up the code paths; only keystrokes that painted the matching rows have a time.
    const first = values.length / rounds;
    const reached = values.map((value, index) => index >= first && painted[index] === matchingRows(value));
    const measured = (list: number[]) => list.filter((_, index) => reached[index]);
    const sampleAt = values.indexOf(QUERIES[0]!);
    return {
      label,
      ids: new Set(rowModels).size,
      rows: rowModels.length,
      htmlRaw: html.length,
      htmlGzip: gzipSync(html, {level: 9}).length,
      scriptGzip,
      scriptFiles: scripts.length,
      wall: measured(times.wall),
      cpu: times.cpu.length ? measured(times.cpu) : [],
      keystrokes: values.length - first,
      neverPainted: reached.slice(first).filter((ok) => !ok).length,
      sample: {query: QUERIES[0]!, painted: painted[sampleAt]!, matching: matchingRows(QUERIES[0]!)},
    };
  } finally {
    await server.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const rounds = Math.max(2, Number(args.rounds));
  const cpuSlowdown = Math.max(1, Number(args['cpu-slowdown']));
  const builds: [string, string][] = [['this build', path.resolve(args.build)]];
  if (args.baseline) builds.push(['baseline', path.resolve(args.baseline)]);
  for (const [, dir] of builds) requireBuiltPageFile(dir, PAGE);
  const browser = await launchChromium();
  const results: Result[] = [];
  try {
    // Alternating would not help: each build is measured in its own tab of the same browser, one after the other.
    for (const [label, dir] of builds)
      results.push(await measure(browser, `${label} (${path.relative('.', dir) || '.'})`, dir, rounds, cpuSlowdown));
  } finally {
    await browser.close();
  }
  console.log(
    `\n/docs/${PAGE}: ${QUERIES.length} queries typed a key at a time, ${rounds - 1} measured rounds (Chromium, nginx, CPU slowed ${cpuSlowdown}x); ` +
      `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n`,
  );
  console.log(
    '| | ids | rows | HTML raw | HTML gzip | own script gzip | rows painted after "' +
      QUERIES[0] +
      '" (match) | keystrokes that never painted the matching rows | to the matching rows painted, main-thread CPU: median / p95 | wall: median / p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const spread = (list: number[]) => (list.length ? `${ms(median(list))} / ${ms(percentile(list, 95))}` : 'none');
    console.log(
      `| ${r.label} | ${r.ids} | ${r.rows} | ${kib(r.htmlRaw)} | ${kib(r.htmlGzip)} | ${kib(r.scriptGzip)} (${r.scriptFiles} files) | ${r.sample.painted} (${r.sample.matching}) | ${r.neverPainted} of ${r.keystrokes} | ${r.cpu.length ? spread(r.cpu) : 'not in trace'} | ${spread(r.wall)} |`,
    );
  }
  console.log(
    `\nBudgets: HTML ${kib(CATALOGUE_BUDGETS.htmlGzip)} gzip and script ${kib(CATALOGUE_BUDGETS.scriptGzip)} gzip (enforced by e2e/pageBudgets.spec.ts); keystroke target: median at most 16 ms of CPU unthrottled (printed only; on a busy machine the wall time includes waiting for a core, the CPU time does not; a keystroke waits for the next frame, so the wall time includes up to a frame).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
