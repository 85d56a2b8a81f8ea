import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {rows, type BadInputRow} from './rows';
import {BadInputRunner, summary, WHOLE_SITE_STEPS, type RowResult} from './runRows';

const quick = rows.filter((row) => !WHOLE_SITE_STEPS.has(row.step));

/**
 * The table split by file name, so that the runner chooses (vitest.config.ts declares how):
 * - `badInput.test.ts`, every run: the first row of each area and command, which proves that each
 *   command still stops on a broken source and names it;
 * - `badInput.touched.test.ts`: the other rows that need no whole-site build. A change run gives it
 *   Vitest's `--changed`: it runs when the change touches the table's code or a file one of its rows
 *   breaks (`forceRerunTriggers`); they vary the fault only;
 * - `badInput.full.test.ts`, the full run only: the rows that build the whole site (some 100 s of CPU
 *   each). The faults they plant are caught by code whose own unit tests run in every run
 *   (plugins/link-check, the search package's synonyms).
 */
export const rowSets = {
  everyRun: quick.filter(
    (row, index) => quick.findIndex((other) => other.area === row.area && other.step === row.step) === index,
  ),
  touched: quick.filter(
    (row, index) => quick.findIndex((other) => other.area === row.area && other.step === row.step) !== index,
  ),
  wholeSite: rows.filter((row) => WHOLE_SITE_STEPS.has(row.step)),
} satisfies Record<string, readonly BadInputRow[]>;

/**
 * The bad-input table (rows.ts), run for real: each row breaks one source in a shared copy of the
 * site, runs the cheapest command that must stop it, and restores the file. Prints one line per row
 * and the total time.
 */
export function testRows(rowsInRun: readonly BadInputRow[]): void {
  describe('bad input fails early and names its cause', () => {
    const runner = new BadInputRunner();
    const results: RowResult[] = [];
    const started = Date.now();
    /** Every row is started at once: the runner queues the rows of each copy, and the copies run side by side. */
    const pending = new Map<BadInputRow, Promise<RowResult>>();

    beforeAll(() => {
      for (const row of rowsInRun) {
        const result = runner.run(row);
        // Awaited by the row's test; a failure before then is that test's, not an unhandled rejection.
        result.catch(() => undefined);
        pending.set(row, result);
      }
    });

    afterAll(async () => {
      await runner.dispose();
      console.log(`${summary(results)}\nbad-input table: ${((Date.now() - started) / 1000).toFixed(0)} s wall clock`);
    });

    for (const row of rowsInRun) {
      it(
        `${row.area}: ${row.fault} → ${row.step}`,
        async () => {
          const result = await pending.get(row)!;
          results.push(result);
          const context = `${row.area}: ${row.fault}\n--- output ---\n${result.output
            .split('\n')
            .filter((l) => !l.startsWith('[PERF]'))
            .join('\n')
            .slice(-4000)}`;
          expect(result.exitCode, context).not.toBe(0);
          expect(result.rightStep, `stopped at ${row.step}? ${context}`).toBe(true);
          expect(result.rightMessage, `message ${row.message}? ${context}`).toBe(true);
          expect(result.hasHint, `hint ${row.hint} on the next line? ${context}`).toBe(true);
          if (row.step === 'gen:api') expect(result.apiDocsUntouched, 'docs/api/ left as it was').toBe(true);
        },
        // No limit on the wall clock, which counts the rows queued before this one on the same copy and a
        // busy machine's slowness: each step's own limits (runRows.ts) stop one that hangs or loops.
        0,
      );
    }
  });
}
