import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {openBuiltEngine, readBuiltRecords} from './builtIndex';
import {MANIFEST_PATH} from './constants';
import {parseQuery} from './query';
import {FIRST_SCREEN, modalOrder} from './ranking';
import developmentQueries from './developmentQueries.json';
import table from './rankingTable.json';

/**
 * The ranking table and the development questions against the site's real index, as `npm run build`
 * wrote it. The table names real pages, so it needs the built index.
 */
const buildDir = path.resolve('build');

type Case = {query: string; expect: string; why: string; miss?: string};

function pathOf(url: string, withAnchor: boolean): string {
  const parsed = new URL(url);
  return parsed.pathname + (withAnchor ? parsed.hash : '');
}

describe('ranking table', () => {
  it('is well formed and covers at least 150 queries, each with its why', () => {
    expect(table.cases.length).toBeGreaterThanOrEqual(150);
    for (const row of table.cases as Case[]) {
      expect(row.query.trim()).not.toBe('');
      expect(row.expect).toMatch(/^\/docs\//);
      expect(row.why?.trim(), row.query).toBeTruthy();
    }
    expect(new Set(table.cases.map((row) => row.query)).size).toBe(table.cases.length);
    // Known misses stay counted by the bench, but at least 150 rows must hold.
    expect((table.cases as Case[]).filter((row) => !row.miss).length).toBeGreaterThanOrEqual(150);
  });

  it('shares no query with the development questions', () => {
    const queries = new Set(table.cases.map((row) => row.query));
    for (const row of developmentQueries.cases as Case[]) {
      expect(queries.has(row.query), row.query).toBe(false);
      expect(row.expect).toMatch(/^\/docs\//);
      expect(row.why?.trim(), row.query).toBeTruthy();
    }
  });

  if (!existsSync(path.join(buildDir, MANIFEST_PATH))) {
    it('needs the built index', () => {
      throw new Error(`No search index in ${buildDir}: run \`npm run build\` before the unit tests.`);
    });
    return;
  }

  const engine = openBuiltEngine(buildDir);
  const targets = new Set(
    readBuiltRecords(buildDir).flatMap((record) => [pathOf(record.url, true), pathOf(record.url, false)]),
  );

  const name = (row: Case) => `${row.query} ${row.miss ? 'still misses' : 'finds'} ${row.expect} on the first screen`;
  const rows = [...(table.cases as Case[]), ...(developmentQueries.cases as Case[])];
  it.each(rows.map((row) => [name(row), row] as const))('%s', async (_, {query, expect: expected, miss}) => {
    const withAnchor = expected.includes('#');
    expect(targets, `${expected} is not a page or section of the site`).toContain(expected);
    // The 20 hits DocSearch asks for.
    const hits = (await (await engine).search(parseQuery(query), {length: 20})).matches.map(({record}) => record);
    const screen = modalOrder(hits, (record) => record.hierarchy.lvl0)
      .slice(0, FIRST_SCREEN)
      .map((record) => pathOf(record.url, withAnchor));
    if (miss) expect(screen, `now on the first screen: remove the row's miss note (${miss})`).not.toContain(expected);
    else expect(screen).toContain(expected);
  });
});
