import {execFile, execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describeHit, watchCpu, type CpuLimitHit, type CpuLimits} from '../../scripts/lib/cpuLimit';
import type {BadInputRow, Edit, Step} from './rows';

/**
 * When a step is stopped as hung: on its CPU time, which a busy machine does not inflate, or on the hang
 * guard, whose clock slows as the machine gets busier (scripts/lib/cpuLimit.ts). A step that fails early
 * uses some seconds of CPU; a build of the whole site with a cold bundler cache some minutes.
 */
const STEP_LIMITS: CpuLimits = {cpuSeconds: 300, hangSeconds: 300};
const WHOLE_SITE_LIMITS: CpuLimits = {cpuSeconds: 1200, hangSeconds: 900};

/**
 * The real command of each step, run in the copy. Docusaurus is started
 * directly (not through npx); the build steps log their phases to tell them apart.
 */
const commands: Record<
  Step,
  {
    command: string[];
    copy: 'openapi' | 'samples' | 'build' | 'linked build' | 'git build';
    /** Environment variables the command runs with. */
    env?: Record<string, string>;
    /** Steps naming the same run here share it: their rows asked for at once break their sources together. */
    together?: string;
    /** When the step is stopped as hung (STEP_LIMITS unless given). */
    limits?: CpuLimits;
    /** The command checks the file the row breaks only, as an author checks the page they edit. */
    onEditedFile?: true;
  }
> = {
  'gen:api': {command: ['npm', 'run', '--silent', 'gen:api'], copy: 'openapi'},
  // The samples of the page the row breaks: the other pages' samples would add seconds of CPU and nothing to the row.
  'check:samples': {command: ['npm', 'run', '--silent', 'check:samples', '--'], copy: 'samples', onEditedFile: true},
  'check:samples --run': {
    command: ['npm', 'run', '--silent', 'check:samples', '--', '--run'],
    copy: 'samples',
    onEditedFile: true,
  },
  'build: load site': {command: ['node_modules/.bin/docusaurus', 'build'], copy: 'build'},
  // The gate on removed pages compares with the change's base: a copy that is a Git checkout of its
  // own, whose one commit is the base (SUITE_BASE=HEAD) and whose row's edit is the change.
  'build: page gate': {
    command: ['node_modules/.bin/docusaurus', 'build'],
    copy: 'git build',
    env: {SUITE_BASE: 'HEAD'},
  },
  // A copy of its own, where rows build the whole site (the longest rows), beside the load-site rows. Their
  // faults are found after every page is rendered (plugins/built-site reports all its steps' problems at
  // once), so the rows of both steps asked for together share one build (`together`). A cold bundler
  // cache (the copy is new) makes it minutes on a busy machine.
  'build: link check': {
    command: ['node_modules/.bin/docusaurus', 'build'],
    copy: 'linked build',
    together: 'whole-site build',
    limits: WHOLE_SITE_LIMITS,
  },
  // The search index is written after the pages are rendered, so its rows build the whole site too.
  'build: search index': {
    command: ['node_modules/.bin/docusaurus', 'build'],
    copy: 'linked build',
    together: 'whole-site build',
    limits: WHOLE_SITE_LIMITS,
  },
};

/**
 * Steps whose rows build the whole site (a cold bundler cache: the longest rows, some 100 s of CPU).
 * A change run leaves them to the full run (badInput.full.test.ts): the faults they plant are
 * caught by code whose own unit tests run in every run (plugins/link-check, the search package's synonyms).
 */
export const WHOLE_SITE_STEPS: ReadonlySet<Step> = new Set(
  (Object.keys(commands) as Step[]).filter((step) => commands[step].together === 'whole-site build'),
);

/** How each step shows in the command's output when it is the one that stopped. */
const stopsAt: Record<Step, RegExp> = {
  'gen:api': /^gen:api failed/m,
  'check:samples': /^check:samples: \d+ files, \d+ code samples, [1-9]\d* problems?$/m,
  'check:samples --run': /^check:samples: \d+ files?, \d+ code samples, run against the mock .*, [1-9]\d* problems?$/m,
  'build: load site': /^\[PERF\]\[KO\] Build > en > Load site - /m,
  'build: page gate': /^\[PERF\]\[KO\] Build > en > Load site - /m,
  // plugins/link-check runs in postBuild, before Docusaurus' own broken links checker.
  'build: link check': /^\[PERF\]\[KO\] Build > en > postBuild\(\) - /m,
  // The search package's plugin writes the index in postBuild, from the rendered pages.
  'build: search index': /^\[PERF\]\[KO\] Build > en > postBuild\(\) - /m,
};

/** Never copied: dependencies are linked, build output and caches are not needed. */
const skipped = new Set([
  'node_modules',
  '.git',
  'build',
  'build-hosted',
  '.docusaurus',
  'bench-results',
  'test-results',
  '.drafts',
]);

/** A copy of the site: everything but build output, with node_modules linked. */
async function copySite(source: string, kind: (typeof commands)[Step]['copy']): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bad-input-'));
  for (const name of readdirSync(source)) {
    if (!skipped.has(name)) cpSync(path.join(source, name), path.join(dir, name), {recursive: true});
  }
  symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'));
  // No .git, like a source archive: the build runs without git history (config/git.ts), warning once.
  if (!existsSync(path.join(dir, 'docs/api/sidebar.ts'))) await run(dir, ['npm', 'run', '--silent', 'gen:api']);
  if (kind === 'git build') {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=bad-input', '-c', 'user.email=bad-input@localhost', ...args], {
        cwd: dir,
        stdio: 'ignore',
      });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '--no-gpg-sign', '-m', 'base');
  }
  return dir;
}

/**
 * Runs a step's command in the copy. Asynchronous on purpose: a build blocks for a minute or more,
 * and a test worker whose event loop is blocked that long misses its test runner's messages.
 */
export function run(
  cwd: string,
  [command, ...args]: string[],
  limits = STEP_LIMITS,
  extraEnv: Record<string, string> = {},
): Promise<{exitCode: number | null; output: string; cpuSeconds: number}> {
  return new Promise((resolve) => {
    const child = execFile(
      command!.includes('/') ? path.join(cwd, command!) : command!,
      args,
      {
        cwd,
        encoding: 'utf8',
        env: {...process.env, ...extraEnv, DOCUSAURUS_PERF_LOGGER: 'true', FORCE_COLOR: '0', NO_COLOR: '1'},
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const cpuSeconds = endWatch();
        if (stopped) {
          const note = `[bad-input] ${[command, ...args].join(' ')} was stopped: it ${describeHit(stopped, limits)}`;
          resolve({exitCode: null, output: `${stdout}\n${stderr}\n${note}`, cpuSeconds});
          return;
        }
        const exitCode = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({exitCode, output: `${stdout}\n${stderr}`, cpuSeconds});
      },
    );
    let stopped: CpuLimitHit | undefined;
    const endWatch = watchCpu(child.pid!, limits, (hit) => (stopped = hit));
  });
}

/** Names and sizes of every file under a folder, to prove a failed step left it alone. */
export function snapshot(dir: string): string {
  if (!existsSync(dir)) return '';
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const full = path.join(d, name);
      const stat = statSync(full);
      return stat.isDirectory() ? walk(full) : [`${path.relative(dir, full)} ${stat.size} ${stat.mtimeMs}`];
    });
  return walk(dir).sort().join('\n');
}

/** Applies a row's fault; returns how to undo it. */
function applyEdit(dir: string, edit: Edit): () => void {
  if ('rename' in edit) {
    renameSync(path.join(dir, edit.rename), path.join(dir, edit.to));
    return () => renameSync(path.join(dir, edit.to), path.join(dir, edit.rename));
  }
  const file = path.join(dir, edit.file);
  const original = readFileSync(file, 'utf8');
  const broken = edit.change(original);
  if (broken === original) throw new Error(`bad-input row did not change ${edit.file}`);
  writeFileSync(file, broken);
  return () => writeFileSync(file, original);
}

export type RowResult = {
  row: BadInputRow;
  exitCode: number | null;
  seconds: number;
  /** CPU seconds of the step's processes, as last seen (printed beside the wall time). */
  cpuSeconds: number;
  output: string;
  /** The right step stopped it, with a non-zero exit. */
  rightStep: boolean;
  /** The message names the file, the place and the problem. */
  rightMessage: boolean;
  /** "What to do" follows on the next line. */
  hasHint: boolean;
  /** gen:api rows: docs/api/ is exactly as it was. */
  apiDocsUntouched: boolean;
};

/**
 * Runs rows against copies of the site at `source`, one copy per kind of
 * step, restoring each broken file before the next row. Rows on the same
 * copy run one after another, in the order they were asked for; the copies
 * run side by side, so `run` may be called for every row at once. The rows
 * of steps that name the same `together` run, asked for at once, break their
 * sources together and share one run: each must still find its own message in it.
 */
export class BadInputRunner {
  private readonly copies = new Map<string, Promise<string>>();
  /** Per copy: the last row asked for, which the next one waits for. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly source = process.cwd()) {}

  private copyFor(step: Step): Promise<string> {
    const kind = commands[step].copy;
    if (!this.copies.has(kind)) this.copies.set(kind, copySite(this.source, kind));
    return this.copies.get(kind)!;
  }

  /** Per shared run (`together`): the one still taking rows, until the next turn of the event loop. */
  private readonly open = new Map<string, {rows: BadInputRow[]; results: Promise<RowResult[]>}>();

  run(row: BadInputRow): Promise<RowResult> {
    const together = commands[row.step].together;
    if (!together) return this.queue(row.step, () => this.runNow([row])).then(([only]) => only!);
    let batch = this.open.get(together);
    if (!batch) {
      const rows: BadInputRow[] = [];
      // Every row asked for in this turn joins (the test asks for all rows at once; the report one by one).
      const results = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.open.delete(together);
        return this.queue(row.step, () => this.runNow(rows));
      });
      batch = {rows, results};
      this.open.set(together, batch);
    }
    const at = batch.rows.push(row) - 1;
    return batch.results.then((results) => results[at]!);
  }

  /** Runs after the last run queued on the same copy. */
  private queue(step: Step, task: () => Promise<RowResult[]>): Promise<RowResult[]> {
    const kind = commands[step].copy;
    const previous = this.queues.get(kind) ?? Promise.resolve();
    const result = previous.catch(() => undefined).then(task);
    this.queues.set(kind, result);
    return result;
  }

  /** Breaks the rows' sources (one row, or the rows of a `together` step), runs their step once, restores them. */
  private async runNow(rows: readonly BadInputRow[]): Promise<RowResult[]> {
    const step = rows[0]!.step;
    const dir = await this.copyFor(step);
    const apiDocs = path.join(dir, 'docs/api');
    const before = snapshot(apiDocs);
    const started = Date.now();
    const undos: (() => void)[] = [];
    let result: {exitCode: number | null; output: string; cpuSeconds: number};
    const {command, onEditedFile, limits, env} = commands[step];
    try {
      for (const row of rows) undos.unshift(applyEdit(dir, row.edit));
      const edited = rows.map(({edit}) => ('file' in edit ? edit.file : edit.to));
      result = await run(dir, onEditedFile ? [...command, ...edited] : command, limits, env);
    } finally {
      for (const undo of undos) undo();
    }
    const {exitCode, output, cpuSeconds} = result;
    const seconds = (Date.now() - started) / 1000;
    const apiDocsUntouched = snapshot(apiDocs) === before;
    return rows.map((row) => {
      const messageLine = output.split('\n').findIndex((line) => row.message.test(line));
      const multiLine = messageLine < 0 && row.message.test(output);
      const nextLine = output.split('\n')[messageLine + 1] ?? '';
      return {
        row,
        exitCode,
        seconds,
        cpuSeconds,
        output,
        rightStep: exitCode !== 0 && exitCode !== null && stopsAt[row.step].test(output),
        rightMessage: messageLine >= 0 || multiLine,
        hasHint: messageLine >= 0 && row.hint.test(nextLine),
        apiDocsUntouched,
      };
    });
  }

  async dispose(): Promise<void> {
    await Promise.allSettled(this.queues.values());
    for (const dir of await Promise.all(this.copies.values())) rmSync(dir, {recursive: true, force: true});
    this.copies.clear();
  }
}

/** One line per row, for the test log and the before/after count. */
export function summary(results: readonly RowResult[]): string {
  const mark = (ok: boolean) => (ok ? 'yes' : 'NO ');
  const lines = results.map(
    (r) =>
      `${mark(r.rightStep)}  ${mark(r.rightMessage)}  ${mark(r.hasHint)}  ${r.seconds.toFixed(1).padStart(5)}s ${r.cpuSeconds.toFixed(1).padStart(5)}s  ${r.row.area}: ${r.row.fault} (${r.row.step})`,
  );
  const full = results.filter((r) => r.rightStep && r.rightMessage && r.hasHint).length;
  // Rows that shared a run (a `together` step) share its output and its time: counted once.
  const total = [...new Map(results.map((r) => [r.output, r.seconds])).values()].reduce((s, seconds) => s + seconds, 0);
  return [
    'step msg  hint   wall    cpu  row',
    ...lines,
    `${results.filter((r) => r.rightStep).length}/${results.length} stop at the right step; ${full}/${results.length} also with the right message and what to do; ${total.toFixed(0)} s in all`,
  ].join('\n');
}
