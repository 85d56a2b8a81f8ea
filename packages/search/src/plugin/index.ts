import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PageOutline} from '../pageOutline';
import {pagePathOf} from '../../../../plugins/built-site/files';
import {parseHtml} from '../../../../plugins/built-site/parseHtml';
import type {BuiltPagesReader} from '../../../../plugins/built-site/steps';
import {extractOutline} from './extractOutline';
import {indexablePages, type IndexablePage} from './pages';
import {renderSource} from './renderSource';
import {writeIndex, type WrittenIndex} from './writeIndex';
import {addToBundlerCacheVersion} from '../../../../plugins/bundlerCache';
import {parseSynonyms, type SynonymGroup} from '../synonyms';

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

function describe(written: WrittenIndex): string {
  return `${written.manifest.records} records in ${written.manifest.sections} sections from ${written.manifest.pages} pages: ${written.files} files, ${(written.bytes / 1024).toFixed(1)} KB`;
}

/**
 * Builds the local search index. After `docusaurus build` it reads the
 * rendered HTML of every doc and post, as the DocSearch crawler would; under
 * `docusaurus start`, where nothing is rendered, it renders the Markdown
 * sources instead and the dev server serves the result at the same URL.
 */
export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexOptions,
): Plugin<void> & BuiltPagesReader {
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
    guide: page.guide,
    legal: page.legal,
  });

  const outlineFromSource = async (page: IndexablePage): Promise<PageOutline> => {
    const source = page.body ?? (await readFile(path.join(context.siteDir, page.source), 'utf8'));
    const html = await renderSource({
      source,
      format: page.source.endsWith('.mdx') ? 'mdx' : 'md',
      title: page.title,
      meta: page.facets,
    });
    return extractOutline(parseHtml(html), pageInfo(page));
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

    // The built pages come from plugins/built-site, which parses each once and hands it to every step.
    readBuiltPages({outDir}) {
      const pathOf = (page: IndexablePage) => pagePathOf(page.permalink, context.baseUrl);
      const indexed = new Map(pages.map((page) => [pathOf(page), page]));
      const outlineOf = new Map<string, PageOutline>();
      return {
        page: ({path: pagePath, tree}) => {
          const page = indexed.get(pagePath);
          if (page) outlineOf.set(pagePath, extractOutline(tree, pageInfo(page)));
        },
        async finish() {
          const outlines = pages.map((page) => {
            const outline = outlineOf.get(pathOf(page));
            if (!outline) throw new Error(`[search-index] ${page.permalink} has no built page`);
            return outline;
          });
          const written = await writeIndex(
            path.join(outDir, options.route),
            options.siteUrl,
            outlines,
            await synonyms(),
          );
          console.log(`[search-index] ${describe(written)}`);
        },
      };
    },
  };
}
