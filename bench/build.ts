/**
 * `npm run bench:build`: what a build costs at 1× and at 10×, beside stock Docusaurus over the same
 * 10× pages, and what `npm start` costs an author. In one run, each in a temporary copy of this
 * checkout (its tracked files in a fresh Git repository, its packages linked, its build caches empty, and
 * an empty temporary folder for jiti's transpiled files: emptyTempDir):
 *
 * - the site as it is;
 * - the 10× site: every doc and post copied ten times under new paths, beside the originals, each copy of
 *   the docs with the docs' sidebar;
 * - the stock classic template of the same Docusaurus version over the same pages: that 10× Markdown, and
 *   the API pages as their Markdown twins (its build needs the 1× site's: `--stock-only` builds it first);
 * - `npm start` in a fresh copy: the time to the first page served, and from saving a doc to the
 *   open browser showing it.
 *
 * Each build prints its wall time, CPU time and peak memory (RSS of the whole process tree), and our own
 * post-build steps' time per page (plugins/built-site, BUILD_STEP_TIMINGS=on). Options: `--quick` builds
 * the site alone, to try the bench; `--dev-only` measures `npm start`, `--stock-only` builds the stock
 * template and `--tenfold-only` the 10× site, and these combine (`--tenfold-only --stock-only` builds both);
 * `--keep` leaves the copies in the temporary folder. `--before <git ref>` also builds (or, with `--dev-only`,
 * starts) that commit's site the same way, after ours, for a before-and-after comparison in one run; it uses
 * this checkout's installed packages. `--rounds <n>` builds the 10× sites (ours, stock's and the one before)
 * n times over, each round in the same order with empty build caches, and judges the targets on the
 * rounds' medians: one build's time moves by several seconds from run to run on this machine.
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {STEP_TIMINGS_PREFIX, type StepTimings} from '../plugins/built-site';
import {launchChromium} from '../test/support/chromium';
import {groupCpuSeconds, measureTree, type TreeCost} from './lib/processTree';
import {addCopySidebars, commitAll, copyCheckout, editFile, multiplyContent, stockSiteOver} from './lib/siteCopies';
import {median} from './lib/stats';

const COPIES = 10;
const DEV_PORT = 4131;
/** The doc the dev-server measurement opens and edits, and how many saves it times. */
const EDITED_DOC = {file: 'docs/Features/Routing.mdx', path: 'Features/Routing'};
const SAVES = 3;
/** The targets issue 41 set for this machine. */
const TARGETS = {tenfoldOverStock: 1.5, peakBytes: 4 * 1024 ** 3, tenfoldPages: 2000};

/** One of Docusaurus' phases (its DOCUSAURUS_PERF_LOGGER lines): its time, and the tree's peak RSS meanwhile. */
type Phase = {label: string; seconds: number; peakRssBytes: number};

type BuildResult = TreeCost & {
  name: string;
  /** Every HTML file the build wrote (pages, redirect pages, 404). */
  pages: number;
  timings?: StepTimings;
  notes: string[];
  phases: Phase[];
  /** The machine's one-minute load average, averaged over the build: how busy it was meanwhile. */
  loadAverage: number;
};

/**
 * The phases of a build the report shows, by how their perf-logger label starts, in build order. The
 * first, "Get locales to build", is where Docusaurus first loads the site's config and what it imports.
 */
const PHASES = ['Get locales to build', 'Load site', 'Bundling with', 'SSG', 'postBuild()', 'Broken links checker'];
/** A plugin's load or allContentLoaded, shown when it took at least this long in some build. */
const PLUGIN_SHOWN_SECONDS = 2;
const PERF_LINE = /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (seconds!|ms)/;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[\d;]*m/g;

/**
 * Timestamps each perf-logger line of a build's log as it arrives (polled), so a phase's time span,
 * its end less its duration, can be matched with the RSS samples taken meanwhile.
 */
function followPerfLines(logFile: string) {
  const lines: {label: string; seconds: number; endMs: number}[] = [];
  let read = 0;
  let partial = '';
  const poll = () => {
    let text: string;
    try {
      text = readFileSync(logFile, 'utf8');
    } catch {
      return;
    }
    const now = performance.now();
    const fresh = partial + text.slice(read);
    read = text.length;
    const parts = fresh.split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      const match = PERF_LINE.exec(line.replace(ANSI, ''));
      if (!match) continue;
      const seconds = Number(match[2]) / (match[3] === 'ms' ? 1000 : 1);
      lines.push({label: match[1]!, seconds, endMs: now});
    }
  };
  const timer = setInterval(poll, 250);
  return {
    stop: () => {
      clearInterval(timer);
      poll();
      return lines;
    },
  };
}

/** Each perf-logger line that names a phase or a plugin's load, with the peak RSS sampled within its span. */
function phasesOf(lines: ReturnType<ReturnType<typeof followPerfLines>['stop']>, samples: [number, number][]): Phase[] {
  const shown = (label: string) =>
    label === PHASES[0] ||
    PHASES.some((phase) => /^Build > [^>]+ > [^>]+$/.test(label) && label.split(' > ')[2]!.startsWith(phase)) ||
    / > Load plugins content > Load [^>]+$/.test(label) ||
    / > allContentLoaded\(\) > allContentLoaded\(\) - [^>]+$/.test(label);
  return lines
    .filter(({label}) => shown(label))
    .map(({label, seconds, endMs}) => {
      const startMs = endMs - seconds * 1000 - 250;
      const within = samples.filter(([at]) => at >= startMs && at <= endMs).map(([, rss]) => rss);
      return {label: label.replace(/^Build > \S+ > /, ''), seconds, peakRssBytes: Math.max(0, ...within)};
    });
}

const repo = path.resolve(__dirname, '..');
const {values: flags} = parseArgs({
  options: {
    quick: {type: 'boolean'},
    keep: {type: 'boolean'},
    'dev-only': {type: 'boolean'},
    'stock-only': {type: 'boolean'},
    'tenfold-only': {type: 'boolean'},
    before: {type: 'string'},
    rounds: {type: 'string', default: '1'},
  },
});
const rounds = Number(flags.rounds);
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error(`--rounds takes a whole number of 1 or more, not ${flags.rounds}`);
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
const resultsDir = path.join(repo, 'bench-results');
const version = (
  JSON.parse(readFileSync(path.join(repo, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {version: string}
).version;

function run(command: string, args: string[], cwd: string, logFile: string): void {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8'});
  appendFileSync(logFile, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (exit ${result.status}): see ${logFile}`);
  }
}

/** Builds `site` with Docusaurus, timed and sampled; ours prints its steps' timings. */
async function build(name: string, site: string, notes: string[], round = 1): Promise<BuildResult> {
  const logFile = path.join(work, `${name}${round > 1 ? ` round ${round}` : ''}.log`);
  console.log(`\n[bench:build] ${name}: building in ${site} (log: ${logFile})`);
  const samples: [number, number][] = [];
  const loads: number[] = [];
  const perf = followPerfLines(logFile);
  // Built as its package.json builds it (the site's script gives Node its flags), without the prebuild
  // script: prepareSite generated the API reference.
  const cost = await measureTree('npm', ['run', 'build', '--ignore-scripts'], {
    cwd: site,
    logFile,
    // Docusaurus' perf logger prints each phase's duration, for the report's phase table.
    env: {
      ...process.env,
      BUILD_STEP_TIMINGS: 'on',
      DOCUSAURUS_PERF_LOGGER: 'true',
      TMPDIR: emptyTempDir(`${path.basename(site)}-${round}`),
    },
    onSample: (rss) => {
      samples.push([performance.now(), rss]);
      loads.push(os.loadavg()[0]!);
    },
  });
  const phases = phasesOf(perf.stop(), samples);
  const log = readFileSync(logFile, 'utf8');
  if (cost.exitCode !== 0) {
    console.log(log.split('\n').slice(-30).join('\n'));
    throw new Error(`${name}: the build failed (exit ${cost.exitCode}); its log is ${logFile}`);
  }
  const line = log.split('\n').find((l) => l.startsWith(STEP_TIMINGS_PREFIX));
  const timings = line ? (JSON.parse(line.slice(STEP_TIMINGS_PREFIX.length)) as StepTimings) : undefined;
  const pages = countHtml(path.join(site, 'build'));
  const loadAverage = loads.reduce((sum, load) => sum + load, 0) / Math.max(1, loads.length);
  const result = {name, pages, timings, notes, phases, loadAverage, ...cost};
  console.log(
    `[bench:build] ${name}: ${pages} HTML pages written${timings ? ` (${timings.pages} read by our steps)` : ''}, wall ${cost.wallSeconds.toFixed(0)} s, CPU ${cost.cpuSeconds.toFixed(0)} s, ` +
      `peak ${gib(cost.peakRssBytes)}`,
  );
  return result;
}

/**
 * What an earlier build of a copy left that the next one would start from: its output and its build
 * caches (the social cards', and the Rspack cache stock's template keeps). A round after the first
 * starts from them as empty as the first did.
 */
function emptyBuildCaches(site: string): void {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
    rmSync(path.join(site, dir), {recursive: true, force: true});
}

/**
 * An empty temporary folder for one build or dev server, its TMPDIR. Docusaurus loads the config, the
 * plugins and what they import through jiti, which keeps what it transpiles in the temporary folder,
 * keyed by each file's real path: the copies link this checkout's node_modules, so in the shared one
 * they would find it transpiled by earlier builds, as a fresh clone would not.
 */
function emptyTempDir(name: string): string {
  const dir = path.join(work, 'tmp', name);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  return dir;
}

function countHtml(dir: string): number {
  return (readdirSync(dir, {recursive: true}) as string[]).filter((file) => file.endsWith('.html')).length;
}

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;

/** A copy of the checkout (or of commit `ref`) with its API reference generated, ready to build. */
function prepareSite(name: string, tenfold: boolean, ref?: string): {dir: string; notes: string[]} {
  const dir = path.join(work, name);
  const logFile = path.join(work, `${name}-prepare.log`);
  copyCheckout(repo, dir, ref);
  const notes: string[] = ref ? [`the files of ${ref} (${revParse(ref)})`] : [];
  run('npm', ['run', 'gen:api'], dir, logFile);
  if (tenfold) {
    const added = multiplyContent(dir, COPIES);
    addCopySidebars(dir, COPIES);
    notes.push(
      `${added} Markdown files added: docs as docs/copy-N/, each copy with the docs' sidebar, posts as ` +
        `<folder>-copy-N/, N = 1..${COPIES}`,
    );
    // llms.txt lists every page no sidebar names under Optional, so the copies outgrow its size limit: the
    // limit is scaled with the site, and the bench says so.
    editFile(path.join(dir, 'config/markdownTwins.ts'), /llmsTxtMaxChars: 50_000/, 'llmsTxtMaxChars: 1_000_000');
    notes.push('config/markdownTwins.ts: llmsTxtMaxChars 50,000 raised to 1,000,000 (llms.txt lists every copy)');
    commitAll(dir);
  }
  return {dir, notes};
}

/**
 * The API pages' Markdown twins, which the stock site renders (stockSiteOver): the 1× build's, or when this
 * run built no 1× site, those of a build of the site made for them, untimed.
 */
async function apiTwins(): Promise<string> {
  const twins = path.join(work, 'site-1x', 'build', 'api');
  if (existsSync(twins)) return twins;
  const one = prepareSite('site-1x', false);
  const logFile = path.join(work, 'site 1× for the API twins.log');
  console.log(`\n[bench:build] building the site for its API pages' twins, which stock renders (log: ${logFile})`);
  const {exitCode} = await measureTree('npm', ['run', 'build', '--ignore-scripts'], {cwd: one.dir, logFile});
  if (exitCode !== 0)
    throw new Error(`the build of the site for its API twins failed (exit ${exitCode}): see ${logFile}`);
  return twins;
}

const revParse = (ref: string) =>
  spawnSync('git', ['rev-parse', '--short', ref], {cwd: repo, encoding: 'utf8'}).stdout.trim();

function waitFor200(url: string, child: ReturnType<typeof spawn>): Promise<void> {
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`npm start ended (exit ${code}) before serving ${url}`)));
    const poll = async () => {
      try {
        const response = await fetch(url);
        if (response.ok) return resolve();
      } catch {
        // Not listening yet.
      }
      setTimeout(poll, 250);
    };
    void poll();
  });
}

type DevResult = {
  name: string;
  firstPageSeconds: number;
  /** CPU time of the dev server's process tree until the first page was served. */
  firstPageCpuSeconds: number;
  saveToBrowserSeconds: number[];
};

/**
 * `npm start` in a fresh copy (of commit `ref`, if given): time to the first page, then saves of a doc
 * until the open browser shows them.
 */
async function measureDevServer(ref?: string): Promise<DevResult> {
  const name = ref ? `dev-${revParse(ref)}` : 'dev';
  const dir = path.join(work, name);
  copyCheckout(repo, dir, ref);
  const logFile = path.join(work, `${name}.log`);
  console.log(`\n[bench:build] npm start in a fresh copy (${dir}; log: ${logFile})`);
  const started = performance.now();
  const log = openSync(logFile, 'w');
  const child = spawn('npm', ['start', '--', '--port', String(DEV_PORT), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    env: {...process.env, TMPDIR: emptyTempDir(name)},
    detached: true,
    stdio: ['ignore', log, log],
  });
  const base = `http://127.0.0.1:${DEV_PORT}/docs/`;
  try {
    await waitFor200(`${base}${EDITED_DOC.path}`, child);
    const firstPageSeconds = (performance.now() - started) / 1000;
    const firstPageCpuSeconds = groupCpuSeconds(child.pid!);
    console.log(
      `[bench:build] npm start: first page served after ${firstPageSeconds.toFixed(1)} s ` +
        `(CPU ${firstPageCpuSeconds.toFixed(1)} s)`,
    );
    const browser = await launchChromium();
    const saveToBrowserSeconds: number[] = [];
    try {
      const page = await browser.newPage();
      await page.goto(`${base}${EDITED_DOC.path}`, {timeout: 0});
      await page.locator('h1').first().waitFor({timeout: 0});
      const file = path.join(dir, EDITED_DOC.file);
      const original = readFileSync(file, 'utf8');
      for (let save = 1; save <= SAVES; save++) {
        const marker = `Bench marker ${save} ${Date.now()}`;
        const at = performance.now();
        writeFileSync(file, `${original}\n${marker}\n`);
        await page.getByText(marker).waitFor({state: 'visible', timeout: 0});
        saveToBrowserSeconds.push((performance.now() - at) / 1000);
        console.log(`[bench:build] save ${save}: shown after ${saveToBrowserSeconds.at(-1)!.toFixed(2)} s`);
      }
      writeFileSync(file, original);
    } finally {
      await browser.close();
    }
    return {
      name: ref ? `npm start at ${ref}` : 'npm start',
      firstPageSeconds,
      firstPageCpuSeconds,
      saveToBrowserSeconds,
    };
  } finally {
    await endGroup(child);
  }
}

/**
 * Ends a detached child's process group (npm, Docusaurus and its workers) and waits until no process of
 * it is left: Docusaurus writes into the copy as it shuts down, after npm has exited, and the copy is
 * removed next. A group still there after a while is killed.
 */
async function endGroup(child: ReturnType<typeof spawn>): Promise<void> {
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-child.pid!, name);
      return true;
    } catch {
      return false; // No process of the group is left.
    }
  };
  signal('SIGTERM');
  const stubborn = setTimeout(() => signal('SIGKILL'), 10_000);
  while (signal(0)) await new Promise((resolve) => setTimeout(resolve, 100));
  clearTimeout(stubborn);
}

function stepTable(one: BuildResult, ten: BuildResult | undefined): string[] {
  if (!one.timings) return ['  (the 1× build printed no step timings)'];
  const perPage = (timings: StepTimings | undefined, name: string) => {
    if (!timings) return undefined;
    if (name === 'parse') return {page: timings.parseMs / timings.pages, finish: 0};
    const step = timings.steps[name];
    return step ? {page: step.pageMs / timings.pages, finish: step.finishMs / timings.pages} : undefined;
  };
  return ['parse', ...Object.keys(one.timings.steps)].map((name) => {
    const a = perPage(one.timings, name);
    const b = perPage(ten?.timings, name);
    const verdict = a && b ? (b.page + b.finish <= a.page + a.finish ? 'met' : 'not met') : '';
    const endedAt = ten?.timings?.steps[name]?.finishedAtMs;
    const ended = (endedAt === undefined ? '—' : `${(endedAt / 1000).toFixed(1)} s`).padStart(10);
    return `  ${name.padEnd(20)} ${fmt(a?.page)} ${fmt(a?.finish)} ${fmt(b?.page)} ${fmt(b?.finish)} ${ended}  ${verdict}`;
  });
}

/**
 * The pass over the pages and the finishes of each build's post-build steps: wall and CPU time (the
 * build process's, its worker threads included), and so how many of the cores they kept busy.
 */
function passTable(builds: BuildResult[]): string[] {
  const cell = (span: {wallMs: number; cpuMs: number} | undefined) =>
    (span
      ? `${(span.wallMs / 1000).toFixed(1)} s, CPU ${(span.cpuMs / 1000).toFixed(1)} s (${(span.cpuMs / span.wallMs).toFixed(2)})`
      : '—'
    ).padStart(28);
  const ours = builds.filter((b) => b.timings);
  return [
    '\nOur post-build steps: the pass over the pages, then the finishes: wall, CPU (cores kept busy, of ' +
      `${os.availableParallelism()}):`,
    `  ${'build'.padEnd(22)} ${'pass'.padStart(28)} ${'finishes'.padStart(28)}`,
    ...ours.map((b) => `  ${b.name.padEnd(22)} ${cell(b.timings!.pass)} ${cell(b.timings!.finishes)}`),
  ];
}

/**
 * Where each build's time and memory went: Docusaurus' phases, then each plugin's load and
 * allContentLoaded that took PLUGIN_SHOWN_SECONDS in some build, with the peak RSS during each.
 */
function phaseTable(builds: BuildResult[]): string[] {
  const labels = [...new Set(builds.flatMap((b) => b.phases.map((p) => p.label)))];
  const isPhase = (label: string) => !label.includes(' > ');
  const rows = [
    ...PHASES.flatMap((phase) => labels.filter((label) => isPhase(label) && label.startsWith(phase))),
    ...labels.filter(
      (label) =>
        !isPhase(label) &&
        builds.some((b) => b.phases.some((p) => p.label === label && p.seconds >= PLUGIN_SHOWN_SECONDS)),
    ),
  ];
  const cell = (b: BuildResult, label: string) => {
    const phase = b.phases.find((p) => p.label === label);
    return (phase ? `${phase.seconds.toFixed(1)} s ${gib(phase.peakRssBytes)}` : '—').padStart(20);
  };
  const short = (label: string) => label.split(' > ').pop()!.slice(0, 44);
  return [
    '\nWhere the time and memory went (Docusaurus perf logger; seconds, and peak RSS of the tree meanwhile):',
    `  ${'phase'.padEnd(44)} ${builds.map((b) => b.name.padStart(20)).join(' ')}`,
    ...rows.map((label) => `  ${short(label).padEnd(44)} ${builds.map((b) => cell(b, label)).join(' ')}`),
  ];
}

const perPageMs = (build: BuildResult) => `${((build.wallSeconds * 1000) / build.pages).toFixed(0)} ms`;

const fmt = (ms: number | undefined) => (ms === undefined ? '—' : `${ms.toFixed(2)} ms`).padStart(11);

/**
 * Each round's 10× builds, side by side, with the ratio of ours to stock's in that round, and the
 * medians over the rounds: what the targets are judged on when there is more than one round.
 */
function roundsTable(rounds: BuildResult[][]): {lines: string[]; ratio: number; peakBytes: number} {
  const beforeName = rounds[0]!.find((b) => b.name.startsWith('site 10× at '))?.name;
  const rows = rounds.map((round) => {
    const [ten, stock, old] = ['site 10×', 'stock 10×', beforeName].map((name) => round.find((b) => b.name === name));
    return {ten, stock, old, ratio: ten && stock ? ten.wallSeconds / stock.wallSeconds : NaN};
  });
  const medianOf = (values: (number | undefined)[]) => {
    const known = values.filter((value): value is number => value !== undefined && !Number.isNaN(value));
    return known.length > 0 ? median(known) : NaN;
  };
  const known = (value: number, shown: string) => (Number.isNaN(value) ? '—' : shown);
  const secs = (seconds: number) => known(seconds, `${seconds.toFixed(0)} s`).padStart(10);
  const times = (ratio: number) => known(ratio, `${ratio.toFixed(2)}×`).padStart(7);
  const peak = (bytes: number) => known(bytes, gib(bytes)).padStart(11);
  const ratio = medianOf(rows.map((row) => row.ratio));
  const peakBytes = medianOf(rows.map((row) => row.ten?.peakRssBytes));
  const before = (wall: number, bytes: number) => (beforeName ? ` ${secs(wall).padStart(20)} ${peak(bytes)}` : '');
  const lines = [
    `\nRounds (the 10× builds again, in the same order, each from empty build caches):`,
    `  ${'round'.padEnd(8)} ${'site 10×'.padStart(10)} ${'stock 10×'.padStart(10)} ${'ratio'.padStart(7)} ` +
      `${'10× peak'.padStart(11)} ${'stock peak'.padStart(11)}` +
      (beforeName ? ` ${beforeName.padStart(20)} ${'peak'.padStart(11)}` : ''),
    ...rows.map(
      ({ten, stock, old, ratio: own}, at) =>
        `  ${String(at + 1).padEnd(8)} ${secs(ten?.wallSeconds ?? NaN)} ${secs(stock?.wallSeconds ?? NaN)} ` +
        `${times(own)} ${peak(ten?.peakRssBytes ?? NaN)} ${peak(stock?.peakRssBytes ?? NaN)}` +
        before(old?.wallSeconds ?? NaN, old?.peakRssBytes ?? NaN),
    ),
    `  ${'median'.padEnd(8)} ${secs(medianOf(rows.map((row) => row.ten?.wallSeconds)))} ` +
      `${secs(medianOf(rows.map((row) => row.stock?.wallSeconds)))} ${times(ratio)} ${peak(peakBytes)} ` +
      `${peak(medianOf(rows.map((row) => row.stock?.peakRssBytes)))}` +
      before(medianOf(rows.map((row) => row.old?.wallSeconds)), medianOf(rows.map((row) => row.old?.peakRssBytes))),
  ];
  return {lines, ratio, peakBytes};
}

function report(builds: BuildResult[], devs: DevResult[], laterRounds: BuildResult[][] = []): string {
  const lines = [
    `\nBuild cost, Docusaurus ${version}, Node ${process.version}, ${os.cpus().length} CPUs (${laterRounds.length > 0 ? `first of ${laterRounds.length + 1} rounds` : 'one run'}, cold caches):`,
    `  ${'build'.padEnd(22)} ${'pages'.padStart(6)} ${'wall'.padStart(8)} ${'CPU'.padStart(8)} ${'peak RSS'.padStart(10)}` +
      ` ${'load avg'.padStart(9)}`,
    ...builds.map(
      (b) =>
        `  ${b.name.padEnd(22)} ${String(b.pages).padStart(6)} ${`${b.wallSeconds.toFixed(0)} s`.padStart(8)} ` +
        `${`${b.cpuSeconds.toFixed(0)} s`.padStart(8)} ${gib(b.peakRssBytes).padStart(10)} ${b.loadAverage.toFixed(1).padStart(9)}`,
    ),
  ];
  for (const b of builds) for (const note of b.notes) lines.push(`  ${b.name}: ${note}`);
  const one = builds.find((b) => b.name === 'site 1×');
  const ten = builds.find((b) => b.name === 'site 10×');
  const stock = builds.find((b) => b.name === 'stock 10×');
  const before = builds.find((b) => b.name.startsWith('site 10× at '));
  lines.push(...phaseTable(builds));
  if (one) {
    lines.push(
      '\nOur post-build steps (plugins/built-site), ms per page: the page calls, then the finish (the steps',
      'finish side by side, so a finish counts the time it shared with the others), and when each 10× finish',
      'ended, from the start of the finishes. Target: 10× ≤ 1× per page.',
      `  ${'step'.padEnd(20)} ${'1× pages'.padStart(11)} ${'1× finish'.padStart(11)} ${'10× pages'.padStart(11)} ` +
        `${'10× finish'.padStart(11)} ${'10× ends at'.padStart(10)}`,
      ...stepTable(one, ten),
    );
  }
  lines.push(...passTable(builds));
  if (ten) {
    lines.push(
      `\n10× site: ${ten.pages} HTML pages written (issue 41 expects more than ${TARGETS.tenfoldPages}): ` +
        `${ten.pages > TARGETS.tenfoldPages ? 'met' : 'not met'}`,
    );
  }
  const rounds = laterRounds.length > 0 ? roundsTable([builds, ...laterRounds]) : undefined;
  if (rounds) lines.push(...rounds.lines);
  if (ten && stock) {
    const ratio = rounds ? rounds.ratio : ten.wallSeconds / stock.wallSeconds;
    const peakBytes = rounds ? rounds.peakBytes : ten.peakRssBytes;
    const over = rounds ? `, medians of ${laterRounds.length + 1} rounds` : '';
    lines.push(
      `\nTargets${over}: 10× site wall time ${ratio.toFixed(2)}× stock's (target ≤ ${TARGETS.tenfoldOverStock}×): ` +
        `${ratio <= TARGETS.tenfoldOverStock ? 'met' : 'not met'}; ` +
        `CPU ${(ten.cpuSeconds / stock.cpuSeconds).toFixed(2)}× stock's (first round); 10× peak ${gib(peakBytes)} ` +
        `(target < ${gib(TARGETS.peakBytes)}): ${peakBytes < TARGETS.peakBytes ? 'met' : 'not met'}`,
      // Stock builds fewer pages: none of the site's generated category indexes, redirect pages or search page.
      `  per page built: 10× site ${perPageMs(ten)} wall, stock ${perPageMs(stock)} wall ` +
        `(${(ten.wallSeconds / ten.pages / (stock.wallSeconds / stock.pages)).toFixed(2)}×)`,
    );
  }
  if (ten && before) {
    lines.push(
      `\nBefore and after: ${before.name} wall ${before.wallSeconds.toFixed(0)} s, CPU ${before.cpuSeconds.toFixed(0)} s, ` +
        `peak ${gib(before.peakRssBytes)}; now wall ${(ten.wallSeconds / before.wallSeconds).toFixed(2)}×, ` +
        `CPU ${(ten.cpuSeconds / before.cpuSeconds).toFixed(2)}×, peak ${(ten.peakRssBytes / before.peakRssBytes).toFixed(2)}×`,
    );
  }
  for (const dev of devs) {
    lines.push(
      `\n${dev.name} (fresh copy): first page served after ${dev.firstPageSeconds.toFixed(1)} s (aim 20 s; ` +
        `CPU ${dev.firstPageCpuSeconds.toFixed(1)} s); ` +
        `save to browser ${dev.saveToBrowserSeconds.map((s) => s.toFixed(2)).join(', ')} s, ` +
        `median ${median(dev.saveToBrowserSeconds).toFixed(2)} s (aim 2 s)`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  mkdirSync(resultsDir, {recursive: true});
  console.log(`[bench:build] working in ${work}`);
  const builds: BuildResult[] = [];
  const laterRounds: BuildResult[][] = [];
  const devs: DevResult[] = [];
  // The `--…-only` flags pick parts and combine; without any, every part runs.
  const picked = {ten: flags['tenfold-only'], stock: flags['stock-only'], dev: flags['dev-only']};
  const all = !picked.ten && !picked.stock && !picked.dev;
  const suffix = all
    ? ''
    : `-${Object.keys(picked)
        .filter((k) => picked[k as keyof typeof picked])
        .join('-')}`;
  const save = () =>
    writeFileSync(
      path.join(resultsDir, `build${suffix}.json`),
      JSON.stringify({version, node: process.version, builds, laterRounds, devs}, null, 2),
    );
  const before = flags.before;
  try {
    if (all) {
      const one = prepareSite('site-1x', false);
      builds.push(await build('site 1×', one.dir, one.notes));
      save();
      if (flags.quick) return;
    }
    if (all || picked.ten || picked.stock) {
      const ten = prepareSite('site-10x', true);
      const stockDir = path.join(work, 'stock-10x');
      const stockNotes = all || picked.stock ? stockSiteOver(ten.dir, version, stockDir, repo, await apiTwins()) : [];
      const old = before && (all || picked.ten) ? prepareSite('site-10x-before', true, before) : undefined;
      for (let round = 1; round <= rounds; round++) {
        // The first round's builds are the report's; each later round's go to its own list.
        const into = round === 1 ? builds : (laterRounds[round - 2] = []);
        const built = async (name: string, dir: string, notes: string[]) => {
          emptyBuildCaches(dir);
          into.push(await build(name, dir, notes, round));
          save();
        };
        if (rounds > 1) console.log(`\n[bench:build] round ${round} of ${rounds}`);
        if (all || picked.ten) await built('site 10×', ten.dir, ten.notes);
        if (all || picked.stock) await built('stock 10×', stockDir, stockNotes);
        if (old) await built(`site 10× at ${before}`, old.dir, old.notes);
      }
    }
    if (all || picked.dev) {
      devs.push(await measureDevServer());
      save();
      if (before) {
        devs.push(await measureDevServer(before));
        save();
      }
    }
  } finally {
    save();
    console.log(report(builds, devs, laterRounds));
    if (!flags.keep) rmSync(work, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
