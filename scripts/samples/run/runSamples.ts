import pMap from 'p-map';
import type {OpenApiSpec} from 'apipie-docs-api-reference/node';
import {apiPathOf, urlLiterals, type ApiIndex} from '../apiCalls';
import {curlCalls} from '../curl';
import type {SampleMeta} from '../meta';
import type {Problem, Sample} from '../samples';
import {languageOf, type Plan, type Runtime} from './classify';
import {answerShapes, loadAnswer, type AnswerFixture} from './answers';
import {describeHit, type CpuLimits} from '../../lib/cpuLimit';
import {execute, prepareWorkRoot, removeWorkRoot, SAMPLE_LIMITS, type RunOutcome} from './execute';
import {startMockFront, type AnswerMode, type Exchange} from './mockFront';
import {startPrism} from './prism';
import {RUNS_AT_ONCE} from './runsAtOnce';

/**
 * A runnable sample runs on the description's examples, then, when it reads fields of the answers,
 * again on answers without their optional fields.
 */
const modesOf = (readsAnswer: boolean): readonly AnswerMode[] =>
  readsAnswer ? ['examples', 'required-only'] : ['examples'];
const MODE_NOTE: Record<AnswerMode, string> = {
  examples: '',
  'required-only': 'with answers that leave out every optional field, ',
};

type Planned = {sample: Sample; meta: SampleMeta; plan: Plan};
type RunResult = {outcome: RunOutcome; exchanges: Exchange[]};

/** Where in the sample it calls the path (1-based line of the sample), when it says. */
function callLine(sample: Sample, path: string): number | undefined {
  if (languageOf(sample.lang) === 'shell') return curlCalls(sample.code).find((c) => apiPathOf(c.url) === path)?.line;
  return urlLiterals(sample.code).find((u) => u.path === path)?.line;
}

/** The sample's line a runtime's error points at (a traceback, a stack with source maps, bash's `line N`). */
function errorLine(runtime: Runtime, stderr: string): number | undefined {
  const pattern = {
    python: /File "[^"]*sample\.py", line (\d+)/g,
    node: /sample\.[jt]s:(\d+):\d+/g,
    shell: /sample\.sh: line (\d+):/g,
  }[runtime];
  const lines = [...stderr.matchAll(pattern)].map((m) => Number(m[1]));
  return runtime === 'python' ? lines.at(-1) : lines[0];
}

/** The lines of a failed run's stderr that say what failed: the error and where, without the runtime's own frames. */
function errorSummary(runtime: Runtime, stderr: string): string {
  const lines = stderr
    .replace(/\/[^\s"]*?sample-runs\/(?:[^/\s"]+\/)+/g, '')
    .split('\n')
    .filter((l) => l.trim() && !/node:internal|^Node\.js v|^\s*[~^]+\s*$/.test(l));
  if (lines.length === 0) return '(nothing on stderr)';
  if (runtime === 'node') {
    // Node 24 prints an error that has no stack of its own as `[TypeError: fetch failed] {`.
    const error = lines.findIndex((l) => /^\[?(\w*Error|Uncaught)\b/.test(l));
    if (error >= 0) {
      const rest = lines.slice(error + 1);
      const where = rest.find((l) => /sample\.[jt]s:\d+/.test(l));
      const cause = rest.find((l) => /\[cause\]:/.test(l))?.trim();
      return [lines[error]!.replace(/^\[(.*)\] \{$/, '$1'), where, cause].filter(Boolean).join('\n');
    }
  }
  return lines.slice(-4).join('\n');
}

/** What went wrong in one run, as problems at the sample's lines; [] when it ran clean. */
export function runProblems(
  item: Pick<Planned, 'sample'> & {runtime: Runtime},
  mode: AnswerMode,
  {outcome, exchanges}: RunResult,
  limits: CpuLimits = SAMPLE_LIMITS,
): Problem[] {
  const {sample} = item;
  const at = (line: number | undefined) => (sample.label || line === undefined ? sample.line : sample.line + line);
  const problem = (line: number | undefined, message: string): Problem => ({
    file: sample.file,
    line: at(line),
    label: sample.label,
    message: `${MODE_NOTE[mode]}${message}${sample.label && line ? ` (line ${line} of the sample)` : ''}`,
  });
  const problems: Problem[] = [];
  const rejected = new Set<string>();
  for (const {method, path, problems: reasons} of exchanges) {
    const key = `${method} ${path} ${reasons.join()}`;
    if (reasons.length === 0 || rejected.has(key)) continue;
    rejected.add(key);
    problems.push(problem(callLine(sample, path), `the mock rejected ${method} ${path}: ${reasons.join('; ')}`));
  }
  if (outcome.stopped)
    problems.push(problem(undefined, `the sample was stopped: it ${describeHit(outcome.stopped, limits)}`));
  else if (outcome.exitCode !== 0) {
    const summary = errorSummary(item.runtime, outcome.stderr).replaceAll('\n', '\n    ');
    problems.push(
      problem(
        errorLine(item.runtime, outcome.stderr),
        `the sample exited with code ${outcome.exitCode}:\n    ${summary}`,
      ),
    );
  }
  const callsApi =
    curlCalls(sample.code).some((c) => apiPathOf(c.url) !== undefined) || urlLiterals(sample.code).length > 0;
  if (callsApi && exchanges.length === 0 && problems.length === 0)
    problems.push(problem(undefined, 'the sample made no request to the API (a fragment? say so in its fence)'));
  return problems;
}

export type RunReport = {
  problems: Problem[];
  /** Runs and their summed time per runtime (runs overlap, so the sums exceed the wall time). */
  runs: Record<Runtime, {runs: number; seconds: number}>;
  seconds: number;
};

type Runnable = Planned & {runtime: Runtime; readsAnswer: boolean};

/** The samples of `planned` that can run here, with their runtime. */
export const runnableOf = (planned: readonly Planned[]): Runnable[] =>
  planned.flatMap((p) =>
    p.plan.kind === 'run' ? [{...p, runtime: p.plan.runtime, readsAnswer: p.plan.readsAnswer}] : [],
  );

/** Runs samples against one mock: the front in this process, before Prism's mock at the URL it was given. */
export type SampleRunner = {
  /**
   * Runs one sample (on the examples, and again without optional fields when it reads its answers) and
   * returns what failed; `id` names its folder, unique among the runs under way.
   */
  run(item: Runnable, id: string): Promise<{problems: Problem[]; runs: number; seconds: number}>;
  /** Stops the front and removes the runs' folders. */
  close(): Promise<void>;
};

/**
 * Opens a runner on Prism's mock at `prismUrl`: its work folder and the front that checks each request.
 * Given Prism's URL still to come, it prepares the folder while Prism starts.
 */
export async function openSampleRunner(
  prismUrl: string | Promise<string>,
  spec: OpenApiSpec,
  index: ApiIndex,
): Promise<SampleRunner> {
  const tools = prepareWorkRoot();
  const front = await startMockFront(await prismUrl, spec, index).catch((error: unknown) => {
    removeWorkRoot();
    throw error;
  });
  const shapes = answerShapes(spec);
  const answers = new Map<string, AnswerFixture | Error>();
  const answerFixture = (name: string) => {
    if (!answers.has(name)) {
      try {
        answers.set(name, loadAnswer(name, index.find, shapes));
      } catch (error) {
        answers.set(name, error as Error);
      }
    }
    return answers.get(name)!;
  };
  return {
    async run(item, id) {
      const began = Date.now();
      const fixtures = item.meta.answer.map(answerFixture);
      const broken = fixtures.filter((f): f is Error => f instanceof Error);
      if (broken.length > 0) {
        const {file, line, label} = item.sample;
        const problems = broken.map((error) => ({file, line, label, message: `answer fixture ${error.message}`}));
        return {problems, runs: 0, seconds: 0};
      }
      let runs = 0;
      for (const mode of modesOf(item.readsAnswer)) {
        const {baseUrl, exchanges} = front.open(mode, fixtures as AnswerFixture[]);
        const outcome = await execute(
          {
            id: `${id}-${mode}`,
            runtime: item.runtime,
            lang: item.sample.lang,
            code: item.sample.code,
            meta: item.meta,
            mockUrl: baseUrl,
          },
          tools,
        );
        runs += 1;
        const found = runProblems(item, mode, {outcome, exchanges});
        // The same fault again without optional fields says nothing new.
        if (found.length > 0) return {problems: found, runs, seconds: (Date.now() - began) / 1000};
      }
      return {problems: [], runs, seconds: (Date.now() - began) / 1000};
    },
    async close() {
      await front.close();
      removeWorkRoot();
    },
  };
}

/**
 * Runs every sample planned to run against Prism's mock of the description, a few at a time, and
 * returns what failed (`check:samples -- --run`). Prism and the front start and stop here. The suite
 * runs them as tests of the Vitest project `samples` instead (codeSamples.samples.test.ts).
 */
export async function runSamples(
  planned: readonly Planned[],
  spec: OpenApiSpec,
  specFile: string,
  index: ApiIndex,
): Promise<RunReport> {
  const started = Date.now();
  const prismStarting = startPrism(specFile);
  const runner = await openSampleRunner(
    prismStarting.then((prism) => prism.url),
    spec,
    index,
  ).catch(async (error: unknown) => {
    await (await prismStarting.catch(() => undefined))?.stop();
    throw error;
  });
  const prism = await prismStarting;
  const problems: Problem[] = [];
  const runs: RunReport['runs'] = {
    shell: {runs: 0, seconds: 0},
    python: {runs: 0, seconds: 0},
    node: {runs: 0, seconds: 0},
  };
  let crash: string | undefined;
  try {
    await pMap(
      runnableOf(planned).map((item, n) => ({item, n})),
      async ({item, n}) => {
        const result = await runner.run(item, String(n));
        runs[item.runtime].runs += result.runs;
        runs[item.runtime].seconds += result.seconds;
        problems.push(...result.problems);
      },
      {concurrency: RUNS_AT_ONCE},
    );
  } finally {
    crash = prism.crashed();
    await runner.close();
    await prism.stop();
  }
  if (crash !== undefined) throw new Error(`Prism stopped during the run, so the runs after it failed:\n${crash}`);
  return {problems, runs, seconds: (Date.now() - started) / 1000};
}
