import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {SEARCH_FIRST_SEARCH} from './budgets';
import {readBuiltIndex} from '../../src/search/builtIndex';
import {MANIFEST_FILE} from '../../src/search/constants';
import {SearchEngine} from '../../src/search/engine';
import {parseQuery} from '../../src/search/query';
import table from '../../src/search/rankingTable.json';

/**
 * The bytes a reader's first search downloads, counted from `npm run build`'s output: bytes are
 * deterministic, so this may fail where the bench's timings only print. Counted per query of the
 * ranking table, each on a fresh visit: the search worker's script (the chunk holding the worker
 * service), the manifest, the meta file, and every term shard and doc chunk the engine reads to
 * answer the query as DocSearch asks it (20 hits); each file gzip-compressed at level 9, as
 * scripts/bench/pageWeight.ts counts page weight. Not counted: the modal's own code, which loads on
 * first intent before any search and is under the page budgets (e2e/pageBudgets.spec.ts).
 */
const buildDir = path.resolve('build');
const HITS_PER_PAGE = 20;

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
  return path.join(dir, found[0]!);
}

describe('first search bytes (gzip)', () => {
  if (!existsSync(path.join(buildDir, 'search-index', MANIFEST_FILE))) {
    it('needs the built site', () => {
      throw new Error(`No search index in ${buildDir}: run \`npm run build\` before the unit tests.`);
    });
    return;
  }

  it(`stay within ${SEARCH_FIRST_SEARCH.today / 1024} KiB for every query of the ranking table`, async () => {
    const {dir, manifest, files} = readBuiltIndex(buildDir);
    const fixed = gzipBytes(workerScript()) + gzipBytes(path.join(dir, MANIFEST_FILE));
    const perQuery: {query: string; bytes: number; files: string[]}[] = [];
    const parsed = new Map<string, Promise<unknown>>();
    for (const {query} of table.cases) {
      const read = new Set<string>();
      // A new engine per query, as on a fresh visit; the parsed files are shared only to save time.
      const engine = await SearchEngine.open({
        manifest,
        read: (name) => {
          read.add(name);
          if (!parsed.has(name)) parsed.set(name, files.read(name));
          return parsed.get(name)!;
        },
      });
      const {matches} = await engine.search(parseQuery(query), {length: HITS_PER_PAGE});
      expect(matches.length, query).toBeGreaterThan(0);
      const bytes = fixed + [...read].reduce((sum, name) => sum + gzipBytes(path.join(dir, name)), 0);
      perQuery.push({query, bytes, files: [...read]});
    }
    const worst = perQuery.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const sorted = perQuery.map((q) => q.bytes).sort((a, b) => a - b);
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(
      `first search, gzip: median ${kib(sorted[sorted.length >> 1]!)}, max ${kib(worst.bytes)} ("${worst.query}"), of which worker and manifest ${kib(fixed)}`,
    );
    expect(worst.bytes, `"${worst.query}" reads ${worst.files.join(', ')}`).toBeLessThanOrEqual(
      SEARCH_FIRST_SEARCH.today,
    );
    // The engine fetches per query: no first search reads the whole index.
    const all = readdirSync(dir).filter(
      (name) => name.endsWith('.json') && name !== MANIFEST_FILE && !name.startsWith('outlines.'),
    );
    expect(worst.files.length).toBeLessThan(all.length / 4);
  });
});
