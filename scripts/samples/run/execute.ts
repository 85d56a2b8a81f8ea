import {spawn, spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {transformSync} from 'esbuild';
import {watchCpu, type CpuLimitHit, type CpuLimits} from '../../lib/cpuLimit';
import {fixturesDir, type SampleMeta} from '../meta';
import type {Runtime} from './classify';

/** The key every run sends: the mock checks that one is sent, not which. */
export const TEST_API_KEY = 'apipie-sample-runner-test-key';
/**
 * When a run is stopped: a sample needs a second or two of CPU, so one that uses this much loops; one
 * that waits past the hang guard waits on something that never comes. Neither counts time the run
 * spends waiting for a core, so a busy machine fails no correct sample (scripts/lib/cpuLimit.ts).
 */
export const SAMPLE_LIMITS: CpuLimits = {cpuSeconds: 30, hangSeconds: 120};
/**
 * Where runs write their files: inside the site, so `import OpenAI from 'openai'` resolves to its
 * node_modules; one folder per process, so two runs at once do not meet.
 */
export const workRoot = path.resolve('node_modules/.cache/sample-runs', String(process.pid));

const preloads = path.resolve('scripts/samples/run');
/** Commands a shell sample may call. Anything else (docker, npm, pip) stops it: declare it `service`. */
const SHELL_TOOLS = [
  'awk', 'base64', 'bash', 'cat', 'cut', 'date', 'echo', 'env', 'false', 'grep', 'head', 'jq', 'ls', 'mkdir', 'mktemp',
  'printf', 'python3', 'rm', 'sed', 'seq', 'sleep', 'sort', 'tail', 'tee', 'tr', 'true', 'uniq', 'wc', 'xargs',
]; // prettier-ignore

/** The absolute path of a command on this machine's PATH (python3's own executable, not a version manager's shim). */
function which(command: string): string {
  const found =
    command === 'python3'
      ? spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], {encoding: 'utf8'}).stdout?.trim()
      : spawnSync('sh', ['-c', `command -v ${command}`], {encoding: 'utf8'}).stdout.trim();
  if (!found) throw new Error(`${command} is needed to run code samples (see .ci/install-test-deps.sh)`);
  return found;
}

export type Tools = {bin: string; bash: string; python: string; curl: string};

/** A fresh work folder with the PATH samples get: the allowed tools, and curl through the routing wrapper. */
export function prepareWorkRoot(): Tools {
  removeWorkRoot();
  const bin = path.join(workRoot, 'bin');
  mkdirSync(bin, {recursive: true});
  for (const tool of SHELL_TOOLS) symlinkSync(which(tool), path.join(bin, tool));
  symlinkSync(path.join(preloads, 'bin/curl'), path.join(bin, 'curl'));
  return {bin, bash: which('bash'), python: which('python3'), curl: which('curl')};
}

export const removeWorkRoot = () => rmSync(workRoot, {recursive: true, force: true});

/** The sample as the runtime reads it: TypeScript compiled by esbuild (types removed, lines kept by a source map). */
function sampleFile(runtime: Runtime, lang: string, code: string): {name: string; text: string} {
  if (runtime === 'shell') return {name: 'sample.sh', text: code};
  if (runtime === 'python') return {name: 'sample.py', text: code};
  const typescript = lang === 'ts' || lang === 'typescript';
  const {code: js} = transformSync(code, {
    loader: typescript ? 'ts' : 'js',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: typescript ? 'sample.ts' : 'sample.js',
  });
  return {name: 'sample.mjs', text: js};
}

export type RunOutcome = {exitCode: number | null; stopped?: CpuLimitHit; stdout: string; stderr: string};

/** Runs one sample in its own folder (with its fixtures) against the mock at `mockUrl`. */
export async function execute(
  run: {id: string; runtime: Runtime; lang: string; code: string; meta: SampleMeta; mockUrl: string},
  tools: Tools,
  limits: CpuLimits = SAMPLE_LIMITS,
): Promise<RunOutcome> {
  const dir = path.join(workRoot, run.id);
  mkdirSync(dir, {recursive: true});
  for (const file of run.meta.needs) copyFileSync(path.join(fixturesDir, file), path.join(dir, file));
  const file = sampleFile(run.runtime, run.lang, run.code);
  writeFileSync(path.join(dir, file.name), file.text);
  const env = {
    PATH: tools.bin,
    HOME: dir,
    LANG: 'C.UTF-8',
    APIPIE_API_KEY: TEST_API_KEY,
    APIPIE_MOCK_URL: run.mockUrl,
    SAMPLE_RUNNER_CURL: tools.curl,
    PYTHONPATH: path.join(preloads, 'python'),
    PYTHONDONTWRITEBYTECODE: '1',
    BASH_ENV: path.join(preloads, 'shellErrors.sh'),
    ...run.meta.env,
  };
  const [command, args] = {
    // -e and pipefail: a failing command in the middle of a sample fails it, as a reader pasting it would
    // see; -u: a variable the sample neither sets nor declares in env="..." stops it.
    shell: [tools.bash, ['--noprofile', '--norc', '-e', '-u', '-o', 'pipefail', file.name]],
    python: [tools.python, [file.name]],
    node: [
      process.execPath,
      ['--enable-source-maps', '--import', pathToFileURL(path.join(preloads, 'routeToMock.mjs')).href, file.name],
    ],
  }[run.runtime] as [string, string[]];
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-20_000)));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
    let stopped: CpuLimitHit | undefined;
    const endWatch = watchCpu(child.pid!, limits, (hit) => (stopped = hit));
    child.on('close', (exitCode) => {
      endWatch();
      if (existsSync(dir)) rmSync(dir, {recursive: true, force: true});
      resolve({exitCode, stopped, stdout, stderr});
    });
  });
}
