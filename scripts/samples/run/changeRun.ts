import {filesAmong, firstOfEach, type Change} from '../../lib/suiteScope';
import type {Plan} from './classify';
import type {Sample} from '../samples';

/**
 * What a sample's run depends on besides its own page: the API description the mock is made from
 * (and the API pages' samples are generated from), the runner, and the packages samples import. A
 * change to one of them runs every sample.
 */
export const RUNS_DEPEND_ON: readonly string[] = [
  'openapi/',
  'packages/api-reference/',
  'scripts/samples/',
  'package.json',
  'package-lock.json',
];

type Planned = {sample: Sample; plan: Plan};

export type ChangeRunSelection<T> = {run: T[]; why: string};

/**
 * The samples a change run runs (`check:samples -- --run-scoped` in a change run; the full run and
 * `--run` run them all). A sample's outcome follows from its own text and what RUNS_DEPEND_ON lists,
 * so the change run runs the samples of every page the change touches, every sample when the change
 * touches what they all depend on or no change is known, and in any case the first sample of each
 * runtime, so that the runner and the mock are started and checked end to end in every run.
 */
export function selectChangeRun<T extends Planned>(planned: readonly T[], change: Change): ChangeRunSelection<T> {
  if (change.base === undefined) return {run: [...planned], why: `every sample: ${change.why}`};
  const touched = filesAmong(change.files, RUNS_DEPEND_ON);
  if (touched.length > 0)
    return {run: [...planned], why: `every sample: the change touches ${touched.slice(0, 3).join(', ')}`};
  const firstOfRuntime = firstOfEach((entry: T) => (entry.plan.kind === 'run' ? entry.plan.runtime : entry.plan.kind));
  const run = planned.filter(
    (entry, index, all) =>
      (entry.plan.kind === 'run' && firstOfRuntime(entry, index, all)) || change.files.has(entry.sample.file),
  );
  const pages = new Set(run.filter((entry) => change.files.has(entry.sample.file)).map((entry) => entry.sample.file));
  return {
    run,
    why: `the samples of the ${pages.size} changed page(s) and the first of each runtime (changes since ${change.base})`,
  };
}
