/**
 * Scores ranking over a built index (`npm run build` first), the first screen built as
 * ranking.built.test.ts builds it: per query file, how many queries find their page first and how
 * many on the first screen. A measuring tool for tuning the ranking rules on the ranking table and
 * the development questions; it asserts nothing.
 *
 *   npx tsx packages/search/tools/scoreRanking.ts [--build DIR] [--synonyms FILE] [--misses] [FILE.json ...]
 *
 * Without files it scores rankingTable.json and developmentQueries.json. `--synonyms` searches with
 * that synonyms file instead of the one the index was built with (unchecked against the index: the
 * build checks it), so a synonym can be tried without a build. `--misses` lists the queries not
 * found first, with where their page was; it refuses the held-out queries, which are only ever
 * counted, so that no rule is tuned to them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {FIRST_SCREEN, modalOrder, parseQuery, parseSynonyms, SearchEngine} from 'apipie-docs-search';
import {readBuiltIndex} from 'apipie-docs-search/node';

type Case = {query: string; expect: string};

const {values: args, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    build: {type: 'string', default: 'build'},
    synonyms: {type: 'string'},
    misses: {type: 'boolean', default: false},
  },
});

const here = __dirname;
const files = positionals.length
  ? positionals
  : [path.join(here, '../src/rankingTable.json'), path.join(here, '../src/developmentQueries.json')];
const HELD_OUT = 'heldOutQueries.json';

if (args.misses && files.some((file) => path.basename(file) === HELD_OUT)) {
  throw new Error(`--misses lists queries one by one; ${HELD_OUT} is only ever counted.`);
}

function pathOf(url: string, withAnchor: boolean): string {
  const parsed = new URL(url);
  return parsed.pathname + (withAnchor ? parsed.hash : '');
}

const index = readBuiltIndex(path.resolve(args.build));
const manifest = args.synonyms
  ? {
      ...index.manifest,
      synonyms: parseSynonyms(readFileSync(args.synonyms, 'utf8'), args.synonyms).map(({from, to}) => ({from, to})),
    }
  : index.manifest;
async function main() {
  const engine = await SearchEngine.open({...index.files, manifest});

  for (const file of files) {
    const cases = (JSON.parse(readFileSync(file, 'utf8')) as {cases: Case[]}).cases;
    let first = 0;
    let onScreen = 0;
    const missed: string[] = [];
    for (const {query, expect: expected} of cases) {
      const withAnchor = expected.includes('#');
      const hits = (await engine.search(parseQuery(query), {length: 20})).matches.map(({record}) => record);
      const screen = modalOrder(hits, (record) => record.hierarchy.lvl0)
        .slice(0, FIRST_SCREEN)
        .map((record) => pathOf(record.url, withAnchor));
      const place = screen.indexOf(expected) + 1;
      if (place === 1) first++;
      if (place > 0) onScreen++;
      if (place !== 1) missed.push(`${place || '-'}  ${query} → ${expected}  [${screen.join(' ')}]`);
    }
    const share = (n: number) => `${((100 * n) / cases.length).toFixed(1)}%`;
    console.log(
      `${path.basename(file)}: ${cases.length} queries, first ${first} (${share(first)}), ` +
        `first screen ${onScreen} (${share(onScreen)})`,
    );
    if (args.misses) for (const line of missed) console.log(`  ${line}`);
  }
}

void main();
