import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Root} from 'hast';
import type {PageOutline} from '../pageOutline';
import {parseHtml} from 'apipie-docs-html-tree';
import {extractOutline} from './extractOutline';
import {indexablePages, type IndexablePage} from './pages';
import {writeIndex, writeIndexOnWorker, type WrittenIndex} from './writeIndex';
import {parseSynonyms, type SynonymGroup} from '../synonyms';

export type SearchIndexOptions = {
  /** Origin records' URLs start with, e.g. https://apipie.ai. */
  siteUrl: string;
  /** Folder under the base URL that serves the index, e.g. `search-index`. */
  route: string;
  /** lvl0 of docs outside any sidebar category: the navbar label of the docs. */
  docsLvl0: string;
  language: string;
  /**
   * The synonyms file (one group a line, see the README); a bad line stops the build, naming it.
   * Without it, the package's own synonyms.
   */
  synonymsFile?: string;
};

/** The package's own synonyms, used when a site names none. */
export const DEFAULT_SYNONYMS_FILE = path.join(__dirname, '../synonyms.txt');

/** One built page, as a site's build steps hand it on: its path under the base URL and its parsed HTML. */
export type BuiltPage = {path: string; tree: Root};

/** What the index step does with the built pages: sees each once, then writes the index. */
export type SearchIndexStep = {page: (page: BuiltPage) => void; finish: () => Promise<WrittenIndex>};

/**
 * A page's path under the base URL, as the site's build names its file: `/docs/Features/Routing`
 * is `Features/Routing`, the home page `/docs/` is ''.
 */
function pagePathOf(route: string, baseUrl: string): string {
  const underBase = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return underBase.replace(/\/$/, '');
}

function describe(written: WrittenIndex): string {
  return `${written.manifest.records} records in ${written.manifest.sections} sections from ${written.manifest.pages} pages: ${written.files} files, ${(written.bytes / 1024).toFixed(1)} KB`;
}

/** The synonyms the index is built with; `siteDir` makes the file's name in error messages relative. */
async function readSynonyms(
  file: string | undefined,
  siteDir: string,
): Promise<{groups: SynonymGroup[]; file: string}> {
  const absolute = file ?? DEFAULT_SYNONYMS_FILE;
  const name = path.relative(siteDir, absolute);
  return {groups: parseSynonyms(await readFile(absolute, 'utf8'), name), file: name};
}

const pageInfo = (page: IndexablePage) => ({
  path: page.permalink,
  lvl0: page.lvl0,
  title: page.title,
  keywords: page.keywords,
  description: page.description,
  apiOperation: page.apiOperation,
  guide: page.guide,
  legal: page.legal,
});

/**
 * The index-writing step of a build, on its own: hand it each built page once (`page`), then
 * `finish` writes the index into `outDir`/`route` and resolves to what it wrote. `pages` are the
 * pages to index (`indexablePages` of the build's content); a page not handed over fails the step,
 * naming it. The plugin runs this step; a site's own post-build pipeline may call it instead.
 */
export function searchIndexStep({
  options,
  siteDir,
  baseUrl,
  outDir,
  pages,
}: {
  options: SearchIndexOptions;
  siteDir: string;
  baseUrl: string;
  outDir: string;
  pages: readonly IndexablePage[];
}): SearchIndexStep {
  const pathOf = (page: IndexablePage) => pagePathOf(page.permalink, baseUrl);
  const indexed = new Map(pages.map((page) => [pathOf(page), page]));
  const outlineOf = new Map<string, PageOutline>();
  return {
    page: ({path: pagePath, tree}) => {
      const page = indexed.get(pagePath);
      if (page) outlineOf.set(pagePath, extractOutline(tree, pageInfo(page)));
    },
    async finish() {
      const synonyms = await readSynonyms(options.synonymsFile, siteDir);
      const outlines = pages.map((page) => {
        const outline = outlineOf.get(pathOf(page));
        if (!outline) throw new Error(`[search-index] ${page.permalink} has no built page`);
        return outline;
      });
      // The worker gets a copy of the outlines: the step lets go of its own as it hands them over.
      const writing = writeIndexOnWorker(path.join(outDir, options.route), options.siteUrl, outlines, synonyms);
      outlineOf.clear();
      outlines.length = 0;
      const written = await writing;
      console.log(`[search-index] ${describe(written)}`);
      return written;
    },
  };
}

/**
 * The site's search as a Docusaurus plugin. It ships the SearchBar and SearchPage theme components
 * (`getThemePath`) and builds the local search index. After `docusaurus build` it reads the
 * rendered HTML of every doc and post, as the DocSearch crawler would, from the built pages the
 * site's post-build step hands to `searchIndexStep` with the plugin's own options; under
 * `docusaurus start`, where nothing is rendered, it renders the Markdown sources instead and the
 * dev server serves the result at the same URL. A production build renders no sources: it has
 * no dev server to serve them, and rendering every page twice would cost it as much as its MDX.
 */
export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin<void> {
  // Not `search-index`: Docusaurus keeps this plugin's own generated data there.
  const devDir = path.join(context.generatedFilesDir, 'search-index-dev');
  let devIndex: Promise<void> = Promise.resolve();
  // Each page's outline with what it was rendered from: a reload of the dev server after a save
  // renders again only the pages whose source or metadata changed.
  const rendered = new Map<string, {from: string; outline: PageOutline | null}>();
  // The last load's pages, and whether a development bundle (the dev server's) has compiled: only
  // the dev server loads again after that, on a save.
  let loaded: {pages: readonly IndexablePage[]; synonyms: Awaited<ReturnType<typeof readSynonyms>>} | undefined;
  let serving = false;
  // While the dev server compiles (a save), the index waits, so the save reaches the browser first.
  let compiled: Promise<void> = Promise.resolve();
  let compileDone: (() => void) | undefined;

  const outlineFromSource = async (page: IndexablePage, source: string): Promise<PageOutline> => {
    // Loaded by the dev server only: a build imports none of the Markdown parser it is made of.
    const {renderSource} = await import('./renderSource');
    const html = await renderSource({
      source,
      format: page.source.endsWith('.mdx') ? 'mdx' : 'md',
      title: page.title,
      meta: page.facets,
    });
    return extractOutline(parseHtml(html), pageInfo(page));
  };

  const outlineOf = async (page: IndexablePage): Promise<PageOutline | null> => {
    const source = page.body ?? (await readFile(path.join(context.siteDir, page.source), 'utf8'));
    const from = createHash('sha256')
      .update(JSON.stringify([page, source]))
      .digest('base64');
    const known = rendered.get(page.permalink);
    if (known?.from === from) return known.outline;
    const outline = await outlineFromSource(page, source).catch((error: unknown) => {
      console.warn(`[search-index] ${page.source} is left out of the dev-server index: ${(error as Error).message}`);
      return null;
    });
    rendered.set(page.permalink, {from, outline});
    return outline;
  };

  // A source this renderer cannot read is left out of the dev index rather than failing the load.
  // One page at a time, each from a later turn of the event loop once no compile is running (the
  // renderer is synchronous for a post, whose body is loaded): the dev server answers meanwhile.
  // A newer load stops it; what it rendered is kept for the next.
  const writeDevIndex = async (
    pages: readonly IndexablePage[],
    synonyms: Awaited<ReturnType<typeof readSynonyms>>,
  ): Promise<void> => {
    const outlines: (PageOutline | null)[] = [];
    for (const page of pages) {
      await compiled;
      await new Promise((resolve) => setImmediate(resolve));
      if (loaded?.pages !== pages) return;
      outlines.push(await outlineOf(page));
    }
    await writeIndex(
      devDir,
      options.siteUrl,
      outlines.filter((outline) => outline !== null),
      // Checked by the build, which reads every page as rendered; the sources miss component text.
      {...synonyms, check: false},
    );
  };

  // Written on every load of the dev server so that it always has an index matching the sources
  // (a build writes its own into the output, read from the rendered pages), one load after
  // another. The load does not wait for it: the bundler starts, and a save reaches the browser,
  // while it renders. A development build waits for it before it ends (postBuild).
  const renderDevIndex = () => {
    const {pages, synonyms} = loaded!;
    devIndex = devIndex.catch(() => undefined).then(() => writeDevIndex(pages, synonyms));
    devIndex.catch((error: unknown) =>
      console.error(`[search-index] the dev-server index was not written: ${(error as Error).message}`),
    );
  };

  return {
    name: 'search-index',

    getThemePath() {
      return path.join(__dirname, '../theme');
    },

    async allContentLoaded({allContent}) {
      const pages = indexablePages(allContent, options.docsLvl0, options.language);
      // Read before the load goes on, so that a broken synonyms file fails the load, naming the file.
      const synonyms = await readSynonyms(options.synonymsFile, context.siteDir);
      loaded = {pages, synonyms};
      if (serving) renderDevIndex();
    },

    async postBuild() {
      await devIndex;
      // A build loads its content once: nothing renders again.
      rendered.clear();
    },

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return undefined;
      const devServer = {static: [{directory: devDir, publicPath: `${context.baseUrl}${options.route}`, watch: false}]};
      type Hook = {tap: (name: string, hook: () => void) => void};
      // The first index renders once the first bundle is compiled: the first page is served sooner
      // than if the two shared the CPU, and search is ready moments later.
      const renderBetweenCompiles = {
        apply(compiler: {hooks: {invalid: Hook; done: Hook}}) {
          compiler.hooks.invalid.tap('search-index', () => {
            if (!compileDone) compiled = new Promise((resolve) => (compileDone = resolve));
          });
          compiler.hooks.done.tap('search-index', () => {
            compileDone?.();
            compileDone = undefined;
            if (serving || !loaded) return;
            serving = true;
            renderDevIndex();
          });
        },
      };
      // The bundler's Configuration type knows `devServer` only where webpack-dev-server's types are loaded.
      return {devServer, plugins: [renderBetweenCompiles]} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
