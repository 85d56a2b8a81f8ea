import {PageFailure, type Build, type BuildStep, type PageStep, type StepOptions} from './step';
import {readBuiltPage, type BuiltPage} from './pages';

// The pipeline's steps have options of different types; each is checked where the pipeline lists it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStep = BuildStep<any>;

/**
 * Fails, naming them, when the pipeline lists a step twice, or when the options name a step the
 * pipeline does not list or leave out one it does (each step is given options or `false`).
 */
export function checkPipeline(steps: readonly AnyStep[], options: Record<string, unknown>, self: string): void {
  const problems: string[] = [];
  const names = steps.map((step) => step.name);
  for (const twice of new Set(names.filter((name, at) => names.indexOf(name) !== at)))
    problems.push(`the step "${twice}" is listed more than once`);
  for (const name of Object.keys(options))
    if (!names.includes(name)) problems.push(`options are given for "${name}", which the pipeline does not list`);
  for (const name of new Set(names))
    if (options[name] === undefined) problems.push(`the step "${name}" has no options (give false to leave it out)`);
  if (problems.length > 0)
    throw new Error(`[${self}] The build pipeline (plugins/built-site/pipeline.ts) is wrong: ${problems.join('; ')}.`);
}

/** Wall and CPU milliseconds of a part of the run; CPU is the whole process's, its worker threads included. */
export type Span = {wallMs: number; cpuMs: number};

/**
 * What the timings line holds: milliseconds over all pages of each step's `page` calls, and of its
 * `finish`, with when that finish ended (from the start of the finishes); and the wall and CPU time
 * of the pass over the pages and of the finishes, which show whether both cores were kept busy.
 */
export type StepTimings = {
  pages: number;
  parseMs: number;
  pass: Span;
  finishes: Span;
  steps: Record<string, {pageMs: number; finishMs: number; finishedAtMs: number}>;
};

type Running = {name: string; step: PageStep; pageMs: number; finishMs: number; finishedAtMs: number};

/** Measures from now (`startedAt`): the wall time, and the CPU time of the process (all its threads). */
function spanFromNow(): {startedAt: number; end: () => Span} {
  const startedAt = performance.now();
  const cpu = process.cpuUsage();
  return {
    startedAt,
    end: () => {
      const {user, system} = process.cpuUsage(cpu);
      return {wallMs: performance.now() - startedAt, cpuMs: (user + system) / 1000};
    },
  };
}

/** A step's failure, naming the step and, when it failed on one, the page. */
function stepError(self: string, name: string, error: unknown, page?: Pick<BuiltPage, 'route' | 'file'>): Error {
  if (error instanceof PageFailure) return stepError(self, name, error.cause, error.page);
  const where = page ? ` on the page ${page.route} (${page.file})` : '';
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`[${self}] The step "${name}" failed${where}: ${message}`, {cause: error});
}

async function finishStep(
  self: string,
  entry: Running,
  finishesStarted: number,
  onWritten?: (files: readonly string[]) => void,
): Promise<void> {
  const at = performance.now();
  try {
    const finished = await entry.step.finish?.();
    if (finished && onWritten) onWritten(finished.written);
  } catch (error) {
    throw stepError(self, entry.name, error);
  } finally {
    entry.finishMs = performance.now() - at;
    entry.finishedAtMs = performance.now() - finishesStarted;
  }
}

/**
 * Runs the pipeline over one build. Every step is started in the listed order; each page is read
 * and parsed once and handed to every step in that order. Then every step but the last finishes,
 * side by side, and the build fails with all their problems at once (a broken link and a bad
 * synonym in one build); the last step finishes after them, as it takes in what they wrote. A step
 * whose finish names the files it wrote hands them to the last step's `written` at once.
 */
export async function runPipeline(
  self: string,
  steps: readonly AnyStep[],
  options: Record<string, StepOptions<unknown>>,
  build: Build,
): Promise<StepTimings> {
  checkPipeline(steps, options, self);
  const running: Running[] = [];
  for (const step of steps) {
    const stepOptions = options[step.name];
    if (stepOptions === false) continue;
    try {
      const started = await step.start(build, stepOptions);
      running.push({name: step.name, step: started, pageMs: 0, finishMs: 0, finishedAtMs: 0});
    } catch (error) {
      throw stepError(self, step.name, error);
    }
  }
  const {outDir, routesPaths} = build.props;
  const routes = [...routesPaths].sort();
  let parseMs = 0;
  const pass = spanFromNow();
  for (const route of routes) {
    let at = performance.now();
    const page = readBuiltPage(outDir, build.context.baseUrl, route);
    parseMs += performance.now() - at;
    for (const entry of running) {
      at = performance.now();
      try {
        entry.step.page?.(page);
      } catch (error) {
        throw stepError(self, entry.name, error, page);
      }
      entry.pageMs += performance.now() - at;
    }
  }
  const passSpan = pass.end();
  const finishes = spanFromNow();
  const last = running.at(-1);
  const written = last?.step.written;
  const finished = await Promise.allSettled(
    running.slice(0, -1).map((entry) => finishStep(self, entry, finishes.startedAt, written)),
  );
  const problems = finished.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new Error(problems.map((problem) => problem.message).join('\n\n'));
  if (last) await finishStep(self, last, finishes.startedAt);
  const timings: StepTimings = {pages: routes.length, parseMs, pass: passSpan, finishes: finishes.end(), steps: {}};
  for (const {name, pageMs, finishMs, finishedAtMs} of running) timings.steps[name] = {pageMs, finishMs, finishedAtMs};
  return timings;
}
