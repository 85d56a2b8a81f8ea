import {describe, expect, it} from 'vitest';
import {rowsForRun} from './changeRun';
import {editedFile, rows} from './rows';
import {WHOLE_SITE_STEPS} from './runRows';

const change = (...files: string[]) => ({base: 'origin/main (abc1234)', files: new Set(files)});
const label = (row: (typeof rows)[number]) => `${row.area}: ${row.fault}`;

describe('rowsForRun', () => {
  it('runs every row in the full run, the whole-site builds too', () => {
    expect(rowsForRun(rows, 'full', undefined)).toEqual(rows);
  });

  it('runs the first row of each area and command in a change run that touches none of their sources', () => {
    const run = rowsForRun(rows, 'change', change('README.md'));
    const pairs = new Set(rows.filter((row) => !WHOLE_SITE_STEPS.has(row.step)).map((r) => `${r.area} ${r.step}`));
    expect(run.map((row) => `${row.area} ${row.step}`)).toEqual([...pairs]);
    expect(run.map(label)).toContain('OpenAPI: invalid JSON');
    expect(run.some((row) => WHOLE_SITE_STEPS.has(row.step))).toBe(false);
  });

  it('adds every row that breaks a source the change touches', () => {
    const redirects = rows.filter((row) => editedFile(row) === 'config/redirects.ts');
    expect(redirects.length).toBeGreaterThan(1);
    const run = rowsForRun(rows, 'change', change('config/redirects.ts'));
    expect(run).toEqual(expect.arrayContaining(redirects));
    expect(run.length).toBeLessThan(rows.length);
  });

  it('runs every row but the whole-site builds when the change touches the table, or no change is known', () => {
    const all = rows.filter((row) => !WHOLE_SITE_STEPS.has(row.step));
    expect(rowsForRun(rows, 'change', change('scripts/badInput/runRows.ts'))).toEqual(all);
    expect(rowsForRun(rows, 'change', {base: undefined, why: 'no merge base'})).toEqual(all);
  });
});
