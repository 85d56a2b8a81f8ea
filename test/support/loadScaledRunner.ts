import type {RunnerTask, RunnerTestFile, RunnerTestSuite} from 'vitest';
import {VitestTestRunner} from 'vitest/runners';
import {getFn, getHooks, setFn, setHooks} from 'vitest/suite';
import {machineSlowdown} from '../../scripts/lib/cpuLimit';

/**
 * Vitest's own limits (`testTimeout`, `hookTimeout`) count wall time, so a test a quiet machine
 * passes fails on a busy one, and Vitest cannot stretch a running test's limit. vitest.config.ts
 * turns them off and runs the tests with this runner, which gives every test and hook a hang guard
 * on the clock the browser tests' limits and the child processes' guards use (scripts/lib/cpuLimit.ts):
 * while the machine is busier than its cores, a second of wall time counts 1 / (load per core).
 */
export const HANG_GUARD_SECONDS = 180;

// The clock and timers as the worker starts: a test that fakes them must not stop the guard.
const {setInterval: realSetInterval, clearInterval: realClearInterval} = globalThis;
const realNow = performance.now.bind(performance);
const TICK_MS = 1_000;

/**
 * `fn`, failing with a message naming `what` when it has not settled after `limitSeconds` on the
 * load-scaled clock. `slowdown` is how many times slower than idle the machine runs now.
 */
export function withHangGuard<Args extends unknown[], Result>(
  fn: (...args: Args) => Result | PromiseLike<Result>,
  what: string,
  limitSeconds = HANG_GUARD_SECONDS,
  slowdown: () => number = machineSlowdown,
): (...args: Args) => Promise<Result> {
  return (...args) =>
    new Promise((resolve, reject) => {
      const started = realNow();
      let last = started;
      let counted = 0;
      /** Adds the time since the last look; true once the limit is passed. */
      const overLimit = () => {
        const now = realNow();
        counted += (now - last) / 1000 / slowdown();
        last = now;
        return counted > limitSeconds;
      };
      const fail = () => {
        const wall = (realNow() - started) / 1000;
        reject(
          new Error(
            `${what} did not finish in ${limitSeconds} s of time counted on an idle machine ` +
              `(${wall.toFixed(0)} s of wall time): does it wait on something that never comes?`,
          ),
        );
      };
      const timer = realSetInterval(() => {
        if (!overLimit()) return;
        realClearInterval(timer);
        fail();
      }, TICK_MS);
      Promise.resolve()
        .then(() => fn(...args))
        .then(
          (result) => {
            realClearInterval(timer);
            // Work that never yields to the event loop gives the timer no turn: count it at the end.
            if (overLimit()) fail();
            else resolve(result);
          },
          (error: unknown) => {
            realClearInterval(timer);
            reject(error);
          },
        );
    });
}

const HOOK_NAMES = ['beforeAll', 'afterAll', 'beforeEach', 'afterEach'] as const;

/** A suite's hooks by name; each kind takes different arguments, which the guard passes on as given. */
type Hooks = Record<(typeof HOOK_NAMES)[number], ((...args: never[]) => unknown)[]>;

/** Puts a hang guard around every test and hook of a suite, its own and its children's. */
function guardSuite(suite: RunnerTestSuite | RunnerTestFile): void {
  const hooks = getHooks(suite) as unknown as Hooks;
  const guarded = Object.fromEntries(
    HOOK_NAMES.map((name) => [
      name,
      // A hook carries properties Vitest reads (a cleanup's limit); the guard keeps them.
      hooks[name].map((hook) => Object.assign(withHangGuard(hook, `The ${name} hook of "${suite.name}"`), hook)),
    ]),
  );
  setHooks(suite, guarded as unknown as ReturnType<typeof getHooks>);
  for (const task of suite.tasks) guardTask(task);
}

function guardTask(task: RunnerTask): void {
  if (task.type === 'suite') guardSuite(task);
  else if (task.type === 'test') setFn(task, withHangGuard(getFn(task), `The test "${task.name}"`));
}

/** Vitest's runner, with a load-scaled hang guard in place of Vitest's wall-clock limits. */
export default class LoadScaledRunner extends VitestTestRunner {
  onCollected(files: RunnerTestFile[]): void {
    for (const file of files) guardSuite(file);
  }
}
