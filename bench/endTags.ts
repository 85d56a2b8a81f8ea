/**
 * Benchmark, not a test: prints figures, asserts nothing.
 *   npm run bench:end-tags
 * What keeping every end tag in the minified HTML costs (for parsers that do
 * not apply the HTML standard's omitted end tags). Each built page of a type is
 * parsed with parse5 and minified three times, in this run:
 * - with Docusaurus' swc options, omitting end tags as stock Docusaurus does
 *   (the baseline);
 * - with Docusaurus' html-minifier-terser options, which keep them, as the
 *   site does (`future.faster.swcHtmlMinimizer: false`, config/future.ts);
 * - with swc told to keep them (`tagOmission: false`), which no option
 *   reaches: what the site did with a patch to @docusaurus/bundler.
 * Needs `build/`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {minify, type FragmentOptions} from '@swc/html';
import {minify as terserMinify, type Options as TerserOptions} from 'html-minifier-terser';
import {parse, serialize} from 'parse5';
import {requireBuiltPageFile} from '../plugins/built-site/files';
import {SITE_PAGES} from './pageTypes';

/** Docusaurus' swc options (@docusaurus/bundler lib/minifyHtml.js), without tagOmission. */
const docusaurusSwcOptions: FragmentOptions = {
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

/** Docusaurus' html-minifier-terser options (@docusaurus/bundler lib/minifyHtml.js). */
const docusaurusTerserOptions: TerserOptions = {
  removeComments: false,
  removeRedundantAttributes: false,
  removeEmptyAttributes: false,
  sortAttributes: false,
  sortClassName: false,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
  minifyJS: true,
};

/** The page types of the budgets, and a guide made of tables (where most end tags were omitted). */
const pages: Record<string, string> = {...SITE_PAGES, 'guide with tables': 'Models/Overview'};

const buildDir = path.resolve('build');
const gzip = (html: string) => gzipSync(html).length;
const added = (bytes: number, baseline: number) =>
  `+${bytes - baseline} (${(((bytes - baseline) / baseline) * 100).toFixed(1)} %)`;

async function main() {
  console.log(
    `${'page type'.padEnd(18)} ${'swc, omitted'.padStart(13)} ${'terser (site)'.padStart(22)} ${'swc, kept'.padStart(22)}   (gzip bytes; ms to minify in brackets)`,
  );
  for (const [type, relative] of Object.entries(pages)) {
    const built = readFileSync(requireBuiltPageFile(buildDir, relative), 'utf8');
    // parse5 applies the omitted-end-tag rules, so every minified version starts from the same document.
    const document = serialize(parse(built));
    const timed = async (run: () => Promise<string>) => {
      const start = performance.now();
      const html = await run();
      return {bytes: gzip(html), ms: Math.round(performance.now() - start)};
    };
    const omitted = await timed(
      async () =>
        (await minify(Buffer.from(document), {...docusaurusSwcOptions, tagOmission: 'keep-head-and-body'})).code,
    );
    const terser = await timed(() => terserMinify(document, docusaurusTerserOptions));
    const kept = await timed(
      async () => (await minify(Buffer.from(document), {...docusaurusSwcOptions, tagOmission: false})).code,
    );
    const cell = (r: {bytes: number; ms: number}) =>
      `${r.bytes} ${added(r.bytes, omitted.bytes)} [${r.ms}]`.padStart(22);
    console.log(`${type.padEnd(18)} ${`${omitted.bytes} [${omitted.ms}]`.padStart(13)} ${cell(terser)} ${cell(kept)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
