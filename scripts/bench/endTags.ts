/**
 * Benchmark, not a test: prints figures, asserts nothing.
 *   npm run bench:end-tags
 * What keeping every end tag in the minified HTML costs
 * (patches/@docusaurus+bundler+3.10.2.patch, for parsers that do not apply the
 * HTML standard's omitted end tags). Each built page of a type is parsed with
 * parse5 and minified twice, in this run, with Docusaurus' swc options: once
 * omitting end tags as stock Docusaurus does (the baseline), once keeping them
 * as the site does. Needs `build/`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {minify, type FragmentOptions} from '@swc/html';
import {parse, serialize} from 'parse5';
import {SITE_PAGES} from './pageTypes';

/** Docusaurus' swc options (@docusaurus/bundler lib/minifyHtml.js), without tagOmission. */
const docusaurusOptions: FragmentOptions = {
  removeComments: false,
  preserveComments: [],
  sortSpaceSeparatedAttributeValues: false,
  sortAttributes: false,
  normalizeAttributes: false,
  removeEmptyAttributes: false,
  removeRedundantAttributes: 'none',
  minifyJs: true,
  minifyJson: true,
  minifyCss: true,
};

/** The page types of the budgets, and a guide made of tables (where most end tags were omitted). */
const pages: Record<string, string> = {...SITE_PAGES, 'guide with tables': 'Models/Overview'};

const buildDir = path.resolve('build');
const gzip = (html: string) => gzipSync(html).length;

async function main() {
  console.log(
    `${'page type'.padEnd(18)} ${'end tags omitted'.padStart(17)} ${'kept (site)'.padStart(12)} ${'added'.padStart(14)}   (gzip bytes; raw in brackets)`,
  );
  for (const [type, relative] of Object.entries(pages)) {
    const built = readFileSync(path.join(buildDir, relative === '' ? 'index.html' : `${relative}.html`), 'utf8');
    // parse5 applies the omitted-end-tag rules, so both minified versions start from the same document.
    const document = Buffer.from(serialize(parse(built)));
    const omitted = (await minify(document, {...docusaurusOptions, tagOmission: 'keep-head-and-body'})).code;
    const kept = (await minify(document, {...docusaurusOptions, tagOmission: false})).code;
    const added = gzip(kept) - gzip(omitted);
    const percent = ((added / gzip(omitted)) * 100).toFixed(1);
    console.log(
      `${type.padEnd(18)} ${String(gzip(omitted)).padStart(17)} ${String(gzip(kept)).padStart(12)} ${`+${added} (${percent} %)`.padStart(14)}   [${omitted.length} -> ${kept.length}]`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
