import {filesAmong, firstOfEach, type Change, type SuiteScope} from '../lib/suiteScope';
import {editedFile, type BadInputRow} from './rows';
import {WHOLE_SITE_STEPS} from './runRows';

/**
 * The rows a run runs: all in the full run. A change run leaves the rows that build the whole site to
 * the full run, and of the others runs the first of each area and command, which proves that each
 * command still stops on a broken source and names it, plus every row whose source the change touches;
 * every row when the change touches the table or no change is known. The rows left to the full run vary
 * the fault only, and the validators that find those faults have unit tests of their own in every run.
 */
export function rowsForRun(rows: readonly BadInputRow[], scope: SuiteScope, change: Change | undefined): BadInputRow[] {
  if (scope === 'full') return [...rows];
  const sampled = firstOfEach((row: BadInputRow) => `${row.area} ${row.step}`);
  const everyRow = change?.base === undefined || filesAmong(change.files, ['scripts/badInput/']).length > 0;
  return rows.filter(
    (row, index, all) =>
      !WHOLE_SITE_STEPS.has(row.step) &&
      (everyRow || sampled(row, index, all) || (change.base !== undefined && change.files.has(editedFile(row)))),
  );
}
