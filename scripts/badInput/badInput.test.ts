import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {changedFiles, suiteScope} from '../lib/suiteScope';
import {rowsForRun} from './changeRun';
import {browserRows, rows} from './rows';
import {BadInputRunner, summary, WHOLE_SITE_STEPS, type RowResult} from './runRows';

/** All rows in the full run; in a change run, the sample changeRun.ts picks. */
const rowsInRun = rowsForRun(rows, suiteScope, suiteScope === 'change' ? changedFiles() : undefined);

/**
 * The bad-input table (rows.ts), run for real: each row breaks one source in
 * a shared copy of the site, runs the cheapest command that must stop it, and
 * restores the file. Prints one line per row and the total time.
 */
describe('bad input fails early and names its cause', () => {
  const runner = new BadInputRunner();
  const results: RowResult[] = [];
  const started = Date.now();
  /** Every row is started at once: the runner queues the rows of each copy, and the copies run side by side. */
  const pending = new Map<(typeof rows)[number], Promise<RowResult>>();

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

  for (const row of rows) {
    const inRun = rowsInRun.includes(row);
    (inRun ? it : it.skip)(
      `${row.area}: ${row.fault} → ${row.step}${inRun ? '' : ` (${WHOLE_SITE_STEPS.has(row.step) ? 'a whole-site build' : 'a change run runs one row of each area and command'}: in the full run only)`}`,
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
      // Past the longest step's own limit (the link check's whole-site build, 600 s in runRows.ts), which reports a
      // hang.
      660_000,
    );
  }

  it.each(browserRows.map((row) => [row.fault, row] as const))('browser: %s is tested in e2e/', (_, row) => {
    expect(readFileSync(row.test, 'utf8')).toContain(row.name);
  });
});
