import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {SEARCH_FIRST_SEARCH} from './budgets';
import {modalCodeFiles} from './lib/modalCode';
import {settledPrefixes, typedPrefixes} from './lib/typedQuery';
import {readBuiltIndex} from 'apipie-docs-search/node';
import {INDEX_ROUTE, MANIFEST_FILE, MAX_RESULTS_PER_GROUP, parseQuery, SearchEngine} from 'apipie-docs-search';
import table from 'apipie-docs-search/rankingTable.json';

/**
 * What a reader's search downloads, typed key by key as in the modal, counted from `npm run build`'s
 * output: bytes and requests are deterministic, so this may fail where the bench's timings only print.
 * Each query of the ranking table is typed on a fresh visit at 100 ms a key: the modal's code (the
 * scripts and styles its import loads), the search worker's script, the manifest (which holds the
 * meta the engine opens with), the term shards every key warms and the doc chunks of the query the
 * reader settles on, as DocSearch asks it (20 hits, those past the 5 a group the modal shows left
 * out); then the next query of the table is typed on the same page, counting the files it adds.
 * Each file gzip-compressed at level 9, as bench/pageWeight.ts counts page weight.
 * `npm run bench:search` measures the same in Chromium, at 100 and 30 ms a key, beside Pagefind.
 */
const buildDir = path.resolve('build');
const HITS_PER_PAGE = 20;
const KEY_MS = 100;

const gzipped = new Map<string, number>();
const gzipBytes = (file: string) => {
  let bytes = gzipped.get(file);
  if (bytes === undefined) gzipped.set(file, (bytes = gzipSync(readFileSync(file), {level: 9}).length));
  return bytes;
};

/** The built script of the search worker: the one chunk that holds the worker service. */
function workerScript(): string {
  const dir = path.join(buildDir, 'assets/js');
  const marker = 'Search worker: init must come first';
  const found = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => readFileSync(path.join(dir, name), 'utf8').includes(marker));
  expect(found, `one built chunk holds "${marker}"`).toHaveLength(1);
  return `assets/js/${found[0]!}`;
}

describe('a search typed key by key (gzip, requests)', () => {
  if (!existsSync(path.join(buildDir, INDEX_ROUTE, MANIFEST_FILE))) {
    it('needs the built site', () => {
      throw new Error(`No search index in ${buildDir}: run \`npm run build\` before the unit tests.`);
    });
    return;
  }

  it('settles: at 100 ms a key only the whole query is searched, every prefix warms its shards', () => {
    expect(typedPrefixes('how to  go')).toEqual([
      'h',
      'ho',
      'how',
      'how ',
      'how t',
      'how to',
      'how to ',
      'how to  ',
      'how to  g',
      'how to  go',
    ]);
    expect(settledPrefixes('stream', KEY_MS)).toEqual(['stream']);
    expect(settledPrefixes('abc', 400)).toEqual(['a', 'ab', 'abc']);
  });

  it(`stays within ${SEARCH_FIRST_SEARCH.firstBytes} bytes and ${SEARCH_FIRST_SEARCH.firstRequests} requests for a first search, ${SEARCH_FIRST_SEARCH.laterBytes} bytes for the next (every query)`, async () => {
    const {dir, manifest, files} = readBuiltIndex(buildDir);
    const indexDir = path.relative(buildDir, dir);
    const code = [...modalCodeFiles(buildDir), workerScript(), path.join(indexDir, MANIFEST_FILE)];
    expect(code.length, 'the modal code, the worker and the manifest').toBeGreaterThanOrEqual(3);
    const parsed = new Map<string, Promise<unknown>>();
    const bytesOf = (fetched: Iterable<string>) =>
      [...fetched].reduce((sum, file) => sum + gzipBytes(path.join(buildDir, file)), 0);

    type Typed = {query: string; bytes: number; requests: number; files: string[]};
    const first: Typed[] = [];
    const later: Typed[] = [];
    const cases = table.cases;
    for (const [i, {query}] of cases.entries()) {
      const fetched = new Set<string>(code);
      // A new engine per visit, as on a fresh page; parsed files are shared only to save time.
      const engine = await SearchEngine.open({
        manifest,
        read: (name) => {
          fetched.add(path.join(indexDir, name));
          if (!parsed.has(name)) parsed.set(name, files.read(name));
          return parsed.get(name)!;
        },
      });
      const type = async (text: string) => {
        for (const prefix of typedPrefixes(text)) await engine.warm(parseQuery(prefix));
        let shown = 0;
        for (const prefix of settledPrefixes(text, KEY_MS))
          shown = (await engine.search(parseQuery(prefix), {length: HITS_PER_PAGE, perGroup: MAX_RESULTS_PER_GROUP}))
            .matches.length;
        return shown;
      };
      expect(await type(query), query).toBeGreaterThan(0);
      first.push({query, bytes: bytesOf(fetched), requests: fetched.size, files: [...fetched]});
      const before = new Set(fetched);
      const next = cases[(i + 1) % cases.length]!.query;
      await type(next);
      const added = [...fetched].filter((file) => !before.has(file));
      later.push({query: `${query} → ${next}`, bytes: bytesOf(added), requests: added.length, files: added});
    }

    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const worst = (list: Typed[], by: (t: Typed) => number) => list.reduce((a, b) => (by(b) > by(a) ? b : a));
    const median = (list: Typed[], by: (t: Typed) => number) => list.map(by).sort((a, b) => a - b)[list.length >> 1]!;
    const firstBytes = worst(first, (t) => t.bytes);
    const firstRequests = worst(first, (t) => t.requests);
    const laterBytes = worst(later, (t) => t.bytes);
    console.log(
      [
        `typed at ${KEY_MS} ms a key, gzip, over ${cases.length} queries:`,
        `  first search: median ${kib(median(first, (t) => t.bytes))} in ${median(first, (t) => t.requests)} requests, max ${kib(firstBytes.bytes)} = ${firstBytes.bytes} B ("${firstBytes.query}"), most requests ${firstRequests.requests} ("${firstRequests.query}")`,
        `    of which modal code, worker and manifest ${kib(bytesOf(code))} in ${code.length} requests`,
        `  next search on the page: median ${kib(median(later, (t) => t.bytes))}, max ${kib(laterBytes.bytes)} = ${laterBytes.bytes} B ("${laterBytes.query}")`,
      ].join('\n'),
    );
    const budget = SEARCH_FIRST_SEARCH;
    // Every query's first and next searches meet the targets (budgets.ts).
    expect(firstBytes.bytes, `"${firstBytes.query}" reads ${firstBytes.files.join(', ')}`).toBeLessThanOrEqual(
      budget.firstBytes,
    );
    expect(
      firstRequests.requests,
      `"${firstRequests.query}" reads ${firstRequests.files.join(', ')}`,
    ).toBeLessThanOrEqual(budget.firstRequests);
    expect(laterBytes.bytes, `"${laterBytes.query}" reads ${laterBytes.files.join(', ')}`).toBeLessThanOrEqual(
      budget.laterBytes,
    );
  });
});
