import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {browserRows, rows} from './rows';
import {rowSets, testRows} from './rowTests';

// Every run: the first row of each area and command (rowTests.ts says where the others run).
testRows(rowSets.everyRun);

describe('the bad-input table', () => {
  it('puts every row in one of the three files', () => {
    const placed = [...rowSets.everyRun, ...rowSets.touched, ...rowSets.wholeSite];
    expect(placed).toHaveLength(rows.length);
    expect(new Set(placed)).toEqual(new Set(rows));
  });

  it.each(browserRows.map((row) => [row.fault, row] as const))('browser: %s is tested in e2e/', (_, row) => {
    expect(readFileSync(row.test, 'utf8')).toContain(row.name);
  });
});
