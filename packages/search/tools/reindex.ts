/**
 * Rewrites a build's search index from the page outlines it holds, with the search package's code
 * and synonyms as they are now: what `npm run build` would write, in seconds, so a change to the
 * index writer, the synonyms or the ranking can be scored (scoreRanking.ts) and held to the typed
 * search budgets (bench/firstSearchBudget.built.test.ts) without a build. The pages themselves are
 * not read again: a change to the docs or to the outline extraction still needs a build.
 *
 *   npx tsx packages/search/tools/reindex.ts [--build DIR] [--synonyms FILE]
 *
 * The synonyms are the package's own file unless `--synonyms` names the site's.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {INDEX_ROUTE, parseSynonyms} from 'apipie-docs-search';
import {DEFAULT_SYNONYMS_FILE, readBuiltIndex, readIndexPages, writeIndex} from 'apipie-docs-search/node';

const {values: args} = parseArgs({
  options: {build: {type: 'string', default: 'build'}, synonyms: {type: 'string', default: DEFAULT_SYNONYMS_FILE}},
});

async function main() {
  const buildDir = path.resolve(args.build);
  const {dir, manifest} = readBuiltIndex(buildDir);
  const pages = readIndexPages(dir);
  const file = path.resolve(args.synonyms);
  const groups = parseSynonyms(readFileSync(file, 'utf8'), file);
  const written = await writeIndex(dir, manifest.siteUrl, pages, {groups, file});
  console.log(
    `${path.join(args.build, INDEX_ROUTE)}: ${pages.length} pages, ${written.files} files, ${written.bytes} B`,
  );
}

void main();
