/**
 * The upgrade drill: tries the site on the newest Docusaurus and reports which
 * patch or step fails, before an upgrade is due.
 *   npm run upgrade-drill -- latest    every @docusaurus package at the `latest` dist-tag
 *   npm run upgrade-drill -- canary    at the newest 4.x canary every one of them has published
 *   options: --out DIR (logs and summary.md; default beside the copy), --keep (keep the copy)
 * It works in a temporary copy of the worktree (tracked and untracked files, as a
 * fresh Git repository), so the worktree and its node_modules are left alone:
 * package.json is pinned there (plan.ts), then install, patches (the project's own
 * postinstall), build, typecheck and unit tests run, each with its log. The
 * summary goes to the terminal, summary.md and $GITHUB_STEP_SUMMARY; the exit
 * code is 1 when a step failed. .github/workflows/upgrade-drill.yml runs both
 * targets weekly.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  cpSync,
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
import {
  docusaurusDependencies,
  docusaurusPackagesInLock,
  ejectSource,
  newestCommonCanary,
  patchTarget,
  peerConflict,
  pinDocusaurus,
  type PackageJson,
  type Target,
} from './plan';
import {drillPassed, renderReport, type EjectResult, type PatchResult, type StepResult} from './report';

const CANARY_MAJOR = 4;
const MINUTES = 60_000;

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const npmView = (...args: string[]) => execFileSync('npm', ['view', ...args, '--json'], {encoding: 'utf8'});

/** The version to try: `latest`'s, or the newest canary every package has. */
function resolveVersion(target: Target, packages: string[]): string {
  const versions = Object.fromEntries(
    packages.map((name) => [name, JSON.parse(npmView(name, 'versions')) as string[]]),
  );
  if (target === 'canary') return newestCommonCanary(versions, CANARY_MAJOR);
  const latest = JSON.parse(npmView('@docusaurus/core', 'dist-tags.latest')) as string;
  const missing = packages.filter((name) => !versions[name]!.includes(latest));
  if (missing.length) throw new Error(`${latest} is not published for ${missing.join(', ')}`);
  return latest;
}

/** The worktree's tracked and untracked (not ignored) files, copied into a new Git repository. */
function copyWorktree(worktree: string, copy: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {cwd: worktree, encoding: 'utf8'})
    .split('\0')
    .filter((file) => file && existsSync(path.join(worktree, file)));
  for (const file of files) cpSync(path.join(worktree, file), path.join(copy, file));
  // A repository of its own, so last-updated dates read git as they do in CI.
  const git = ['-c', 'user.name=upgrade-drill', '-c', 'user.email=upgrade-drill@localhost'];
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '--no-gpg-sign', '-m', 'upgrade drill'],
  ])
    execFileSync('git', [...git, ...args], {cwd: copy, stdio: 'ignore'});
}

class Drill {
  readonly steps: StepResult[] = [];

  constructor(
    private readonly copy: string,
    readonly logs: string,
  ) {}

  /** Runs a command in the copy with its output in the step's log; returns the exit code and the output. */
  exec(name: string, command: string, args: string[], timeoutMinutes = 20): {code: number | null; output: string} {
    const log = path.join(
      this.logs,
      `${String(this.steps.length + 1).padStart(2, '0')}-${name.replace(/\W+/g, '-').replace(/-$/, '')}.log`,
    );
    const fd = openSync(log, 'a');
    appendFileSync(fd, `$ ${command} ${args.join(' ')}\n`);
    const result = spawnSync(command, args, {
      cwd: this.copy,
      stdio: ['ignore', fd, fd],
      timeout: timeoutMinutes * MINUTES,
    });
    closeSync(fd);
    return {code: result.status, output: readFileSync(log, 'utf8')};
  }

  /** Runs one step, timing it and printing its result as it goes. */
  step(name: string, run: () => Omit<StepResult, 'name' | 'seconds'>): StepResult {
    process.stdout.write(`[upgrade drill] ${name}... `);
    const started = Date.now();
    let result: Omit<StepResult, 'name' | 'seconds'>;
    try {
      result = run();
    } catch (error) {
      result = {status: 'failed', detail: (error as Error).message};
    }
    const step = {name, seconds: (Date.now() - started) / 1000, ...result};
    console.log(`${step.status} (${Math.round(step.seconds)} s)`);
    this.steps.push(step);
    return step;
  }

  skip(name: string, why: string): void {
    this.steps.push({name, status: 'skipped', seconds: 0, detail: why});
  }
}

/** The last lines of a failed command's output, for the summary. */
const tail = (output: string, lines = 6) =>
  output
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('[PERF]') && !/^\s+at /.test(line))
    .slice(-lines)
    .join('\n');

/** Why a command failed: its first error line (a stack trace's message comes before the trace), then its last lines. */
const failure = (output: string, lines = 6) => {
  const error = output.split('\n').find((line) => /^(\[ERROR\]|Error\b|\w+Error\b|npm error\b)/.test(line.trim()));
  const last = tail(output, lines);
  return error && !last.includes(error.trim()) ? `${error.trim()}\n…\n${last}` : last;
};

/** Whether each patch is applied in the copy's node_modules, and why not when it is not. */
function patchResults(copy: string): PatchResult[] {
  const dir = path.join(copy, 'patches');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.patch'))
    .sort()
    .map((file) => {
      const {name, version} = patchTarget(file);
      const manifest = path.join(copy, 'node_modules', name, 'package.json');
      const installed = existsSync(manifest) ? readJson<{version: string}>(manifest).version : null;
      if (!installed) return {file, applies: false, detail: `${name} is not installed`};
      const check = (...args: string[]) =>
        spawnSync('git', ['apply', '--check', ...args, path.join(dir, file)], {cwd: copy, encoding: 'utf8'});
      const made = installed === version ? `made for ${version}` : `made for ${version}, installed ${installed}`;
      if (check('-R').status === 0) return {file, applies: true, detail: made};
      return {file, applies: false, detail: `${made}: ${tail(check().stderr, 4)}`};
    });
}

/** Ejected theme components whose upstream file differs between the worktree's Docusaurus and the copy's. */
function ejectResults(worktree: string, copy: string): EjectResult[] {
  const themeDir = path.join(worktree, 'src/theme');
  const files = readdirSync(themeDir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.tsx?$/.test(file));
  return files.flatMap((file) => {
    const source = ejectSource(readFileSync(path.join(themeDir, file), 'utf8'));
    if (!source) return [];
    const upstream = path.join('node_modules', source.package, 'lib', source.component, 'index.js');
    const read = (root: string) =>
      existsSync(path.join(root, upstream)) ? readFileSync(path.join(root, upstream), 'utf8') : null;
    return [{file: `src/theme/${file}`, upstream, changedUpstream: read(worktree) !== read(copy)}];
  });
}

function parseTarget(arg: string | undefined): Target {
  if (arg === 'latest' || arg === 'canary') return arg;
  throw new Error('usage: npm run upgrade-drill -- latest|canary [--out DIR] [--keep]');
}

function main(): void {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {out: {type: 'string'}, keep: {type: 'boolean', default: false}},
  });
  const target = parseTarget(positionals[0]);
  const worktree = process.cwd();
  const site = readJson<PackageJson>(path.join(worktree, 'package.json'));
  const packages = docusaurusDependencies(site);
  const from = readJson<{version: string}>(path.join(worktree, 'node_modules/@docusaurus/core/package.json')).version;
  const to = resolveVersion(target, packages);

  const copy = mkdtempSync(path.join(os.tmpdir(), `upgrade-drill-${target}-`));
  const logs = path.resolve(values.out ?? `${copy}-logs`);
  mkdirSync(logs, {recursive: true});
  const drill = new Drill(copy, logs);
  console.log(`[upgrade drill] @docusaurus/* ${from} -> ${to} (${target}) in ${copy}; logs in ${logs}`);

  drill.step('copy and pin', () => {
    copyWorktree(worktree, copy);
    const lock = readJson<{packages?: Record<string, unknown>}>(path.join(copy, 'package-lock.json'));
    writeFileSync(
      path.join(copy, 'package.json'),
      `${JSON.stringify(pinDocusaurus(site, to, docusaurusPackagesInLock(lock)), null, 2)}\n`,
    );
    return {status: 'passed', detail: `${packages.length} packages pinned, the rest of the tree through overrides`};
  });

  // Without scripts, so the patches are a step of their own: the project's postinstall, run next.
  // A peer-dependency conflict is reported, then installed past with --legacy-peer-deps, so the later steps still
  // say what else an upgrade has to mend.
  let installed = false;
  drill.step('install', () => {
    const args = ['install', '--ignore-scripts', '--no-audit', '--no-fund'];
    let {code, output} = drill.exec('install', 'npm', args);
    const conflict = code !== 0 ? peerConflict(output) : null;
    if (conflict) ({code, output} = drill.exec('install', 'npm', [...args, '--legacy-peer-deps']));
    const core = path.join(copy, 'node_modules/@docusaurus/core/package.json');
    const version = existsSync(core) ? readJson<{version: string}>(core).version : 'none';
    if (code !== 0 || version !== to)
      return {status: 'failed', detail: `@docusaurus/core ${version}\n${failure(output)}`};
    const mcp = drill.exec('install (mcp build)', 'npm', ['run', 'build', '--workspace', 'mcp']);
    if (mcp.code !== 0) return {status: 'failed', detail: `the mcp workspace did not build\n${failure(mcp.output)}`};
    installed = true;
    const engines = output.split('\n').filter((line) => /EBADENGINE +(package|required):/.test(line));
    const notes = engines.length ? `npm warns about engines:\n${engines.slice(0, 4).join('\n')}` : '';
    return conflict
      ? {status: 'failed', detail: `${conflict}\nthe next steps run on an install with --legacy-peer-deps\n${notes}`}
      : {status: 'passed', detail: notes};
  });
  if (!installed) {
    for (const name of ['patches', 'build', 'typecheck', 'unit tests']) drill.skip(name, 'nothing installed');
  } else {
    let patches: PatchResult[] = [];
    drill.step('patches', () => {
      const {code, output} = drill.exec('patches', 'npm', ['run', 'postinstall']);
      patches = patchResults(copy);
      const failing = patches.filter((patch) => !patch.applies);
      const mismatched = patches.filter((patch) => patch.applies && patch.detail.includes('installed'));
      if (code !== 0 || failing.length)
        return {
          status: 'failed',
          detail: `${failing.length} of ${patches.length} do not apply: ${failing.map((p) => p.file).join(', ')}; the next steps run without them${code !== 0 && !failing.length ? `\n${tail(output)}` : ''}`,
        };
      return mismatched.length
        ? {status: 'warned', detail: `all ${patches.length} apply; ${mismatched.length} were made for another version`}
        : {status: 'passed', detail: `all ${patches.length} apply`};
    });
    drill.step('build', () => {
      const {code, output} = drill.exec('build', 'npm', ['run', 'build']);
      const warnings = output.split('\n').filter((line) => line.startsWith('[WARNING]'));
      if (code !== 0) return {status: 'failed', detail: failure(output)};
      return warnings.length
        ? {
            status: 'warned',
            detail: `${warnings.length} warnings:\n${warnings
              .slice(0, 3)
              .map((w) => w.slice(0, 300))
              .join('\n')}`,
          }
        : {status: 'passed', detail: ''};
    });
    drill.step('typecheck', () => {
      const {code, output} = drill.exec('typecheck', 'npx', ['tsc', '--noEmit']);
      const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
      return code === 0
        ? {status: 'passed', detail: ''}
        : {status: 'failed', detail: `${errors.length} errors:\n${errors.slice(0, 5).join('\n') || tail(output)}`};
    });
    drill.step('unit tests', () => {
      const {code, output} = drill.exec('unit tests', 'npx', ['vitest', 'run'], 40);
      const counts = /^\s*Tests\s+(.+)$/m.exec(output)?.[1] ?? '';
      const files = [...new Set([...output.matchAll(/^\s*(?:FAIL|❯)\s+(\S+\.test\.ts)/gm)].map((m) => m[1]!))];
      return code === 0
        ? {status: 'passed', detail: counts}
        : {
            status: 'failed',
            detail: `${counts || tail(output)}${files.length ? `\n${files.slice(0, 8).join('\n')}` : ''}`,
          };
    });
    const report = {
      target,
      from,
      to,
      node: process.version,
      steps: drill.steps,
      patches,
      ejects: ejectResults(worktree, copy),
      logs,
    };
    finish(report, copy, values.keep!);
    return;
  }
  finish(
    {target, from, to, node: process.version, steps: drill.steps, patches: [], ejects: [], logs},
    copy,
    values.keep!,
  );
}

function finish(report: Parameters<typeof renderReport>[0], copy: string, keep: boolean): void {
  const markdown = renderReport(report);
  writeFileSync(path.join(report.logs, 'summary.md'), markdown);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, markdown);
  console.log(`\n${markdown}`);
  if (keep) console.log(`[upgrade drill] the copy is kept in ${copy}`);
  else rmSync(copy, {recursive: true, force: true});
  process.exitCode = drillPassed(report) ? 0 : 1;
}

main();
