import {readFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PageOutline} from '../../src/search/pageOutline';
import {extractOutline} from './extractOutline';
import {indexablePages, type IndexablePage} from './pages';
import {renderSource} from './renderSource';
import {writeIndex, type WrittenIndex} from './writeIndex';
import {addToBundlerCacheVersion} from '../bundlerCache';
import {parseSynonyms, type SynonymGroup} from '../../src/search/synonyms';

export type SearchIndexOptions = {
  /** Origin records' URLs start with, e.g. https://apipie.ai. */
  siteUrl: string;
  /** Folder under the base URL that serves the index, e.g. `search-index`. */
  route: string;
  /** lvl0 of docs outside any sidebar category: the navbar label of the docs. */
  docsLvl0: string;
  language: string;
  /** Which engine answers; the bundler keeps one cache per mode. */
  mode: 'local' | 'hosted';
  /**
   * The module that stands in for the stock search page's `algoliasearch/lite`
   * import: it answers from the local index or from Algolia, depending on the
   * search mode.
   */
  searchPageClientModule: string;
  /** The synonyms authors edit (src/search/synonyms.txt); a bad line stops the build, naming it. */
  synonymsFile: string;
};

/** The stock search page of theme-search-algolia, whose `algoliasearch/lite` import is aliased. */
const STOCK_SEARCH_PAGE = /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]index\.js$/;

/** The built HTML file of a route: `/docs/a/b` is `a/b.html` (or `a/b/index.html`) under outDir. */
function htmlFileOf(outDir: string, baseUrl: string, permalink: string): string {
  const withSlash = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  // Folder index docs keep a trailing slash in their permalink but build to `name.html` (trailingSlash: false).
  const relative = withSlash.replace(/\/$/, '');
  if (relative === '') return path.join(outDir, 'index.html');
  const asFile = path.join(outDir, `${relative}.html`);
  return existsSync(asFile) ? asFile : path.join(outDir, relative, 'index.html');
}

function describe(written: WrittenIndex): string {
  return `${written.manifest.records} records in ${written.manifest.sections} sections from ${written.manifest.pages} pages: ${written.files} files, ${(written.bytes / 1024).toFixed(1)} KB`;
}

/**
 * Builds the local search index. After `docusaurus build` it reads the
 * rendered HTML of every doc and post, as the DocSearch crawler would; under
 * `docusaurus start`, where nothing is rendered, it renders the Markdown
 * sources instead and the dev server serves the result at the same URL.
 */
export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin<void> {
  // Not `search-index`: Docusaurus keeps this plugin's own generated data there.
  const devDir = path.join(context.generatedFilesDir, 'search-index-dev');
  let pages: IndexablePage[] = [];
  const synonymsFile = path.relative(context.siteDir, options.synonymsFile);
  const synonyms = async (): Promise<{groups: SynonymGroup[]; file: string}> => ({
    groups: parseSynonyms(await readFile(options.synonymsFile, 'utf8'), synonymsFile),
    file: synonymsFile,
  });

  const pageInfo = (page: IndexablePage) => ({
    path: page.permalink,
    lvl0: page.lvl0,
    title: page.title,
    keywords: page.keywords,
    apiOperation: page.apiOperation,
  });

  const outlineFromSource = async (page: IndexablePage): Promise<PageOutline> => {
    const source = page.body ?? (await readFile(path.join(context.siteDir, page.source), 'utf8'));
    const html = await renderSource({
      source,
      format: page.source.endsWith('.mdx') ? 'mdx' : 'md',
      title: page.title,
      meta: page.facets,
    });
    return extractOutline(html, pageInfo(page));
  };

  return {
    name: 'search-index',

    async allContentLoaded({allContent}) {
      pages = indexablePages(allContent, options.docsLvl0, options.language);
      // Written on every load so the dev server always has an index matching the sources
      // (a build writes its own into the output, read from the rendered pages). A source
      // this renderer cannot read is left out of the dev index rather than failing the load.
      const outlines = await Promise.all(
        pages.map((page) =>
          outlineFromSource(page).catch((error: unknown) => {
            console.warn(
              `[search-index] ${page.source} is left out of the dev-server index: ${(error as Error).message}`,
            );
            return null;
          }),
        ),
      );
      await writeIndex(
        devDir,
        options.siteUrl,
        outlines.filter((outline) => outline !== null),
        // Checked by the build, which reads every page as rendered; the sources miss component text.
        {...(await synonyms()), check: false},
      );
    },

    configureWebpack(config, isServer) {
      // Only the stock search page's import: DocSearch's modal imports `algoliasearch/lite` too, and
      // gets Algolia's own client, which its transformSearchClient replaces locally (SearchBar/SearchModal).
      const searchPageClient = {
        test: STOCK_SEARCH_PAGE,
        resolve: {alias: {'algoliasearch/lite$': options.searchPageClientModule}},
      };
      // A cache written in one search mode would keep or drop the `algoliasearch/lite` alias in the other.
      addToBundlerCacheVersion(config, `search-${options.mode}`);
      const serveDevIndex = !isServer && config.mode === 'development';
      return {
        module: {rules: [searchPageClient]},
        ...(serveDevIndex && {
          devServer: {static: [{directory: devDir, publicPath: `${context.baseUrl}${options.route}`, watch: false}]},
        }),
      };
    },

    async postBuild({outDir}) {
      const outlines = await Promise.all(
        pages.map(async (page) =>
          extractOutline(await readFile(htmlFileOf(outDir, context.baseUrl, page.permalink), 'utf8'), pageInfo(page)),
        ),
      );
      const written = await writeIndex(path.join(outDir, options.route), options.siteUrl, outlines, await synonyms());
      console.log(`[search-index] ${describe(written)}`);
    },
  };
}
