import {mkdirSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import {absoluteUrlOf, hasTwin, LLMS_FULL_TXT_FILE, LLMS_TXT_FILE, twinUrlOf} from '../urls';
import {twinTitleOf} from '../title';
import {createConvertPool, type ConvertPool} from './convertPool';
import {TwinError} from './htmlToMarkdown';
import {checkLlmsTxtSize, llmsTxt, llmsTxtLinks} from './llmsTxt';
import {operationFragmentYaml, operationKey} from './openapiFragment';
import {sitePages, unlistedSections, type LlmsSection, type SectionRules, type SitePages} from './pages';
import {directiveLine, OPENAPI_HEADING} from './twinDocument';
import {discoveryFiles, type DiscoveryInput} from './discovery';

export {ARD_URN, WELL_KNOWN_DIR, WELL_KNOWN_FILES, WELL_KNOWN_TYPES} from './discovery';

export type MarkdownTwinsOptions = SectionRules & {
  /** H1 and blockquote of llms.txt. */
  title: string;
  summary: string;
  details: string;
  /** The enriched OpenAPI description `npm run gen:api` writes. */
  openapiFile: string;
  /** The Optional section of llms.txt that lists docs pages no sidebar names (tag pages, the search page). */
  docsTitle: string;
  /** Pages that are an app rather than text (the search page): path relative to baseUrl, and their twin's body. */
  appPages: Record<string, string>;
  /** At most this many characters in llms.txt as production serves it (its links on `productionUrl`). */
  llmsTxtMaxChars: number;
  /** The production origin (https://apipie.ai). */
  productionUrl: string;
  /**
   * What the discovery files under `.well-known/` name besides the site's URL, llms.txt and the OpenAPI description.
   */
  discovery: Omit<DiscoveryInput, 'siteUrl' | 'baseUrl' | 'openapi' | 'llmsTxtFile'>;
};

/** The file a twin URL is served from. */
function twinFileOf(outDir: string, baseUrl: string, route: string): string {
  return path.join(outDir, twinUrlOf(route).slice(baseUrl.length));
}

/** A page's `<main>` as Markdown, being converted since the page was read, and the size of that page's HTML. */
type ConvertedMain = {markdown: Promise<string>; htmlBytes: number};

/** A page that could not be converted: the conversion's error, with the page's route. */
export class TwinPageError extends Error {
  constructor(
    readonly route: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), {cause});
    this.name = 'TwinPageError';
  }
}

/**
 * Writes one file, synchronously: a twin is small, and a synchronous write costs less than a round trip
 * through libuv's few threads, which the other steps' reads and writes share.
 */
function writeText(file: string, text: string, written: string[]) {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
  written.push(file);
}

/**
 * Writes a Markdown twin of every page the sitemap lists (`<page>.md`, the
 * home page `index.md`), converted from the rendered HTML after the build, and
 * `llms.txt` and `llms-full.txt` from the sidebar order. A page that cannot
 * be converted fails the build, naming the page.
 */
function twinWriter(
  site: {siteUrl: string; baseUrl: string},
  options: MarkdownTwinsOptions,
  pages: SitePages,
  routes: string[],
) {
  // Twins and llms.txt link absolutely on the build's origin (SITE_URL, or production): see absoluteUrlOf.
  const {siteUrl, baseUrl} = site;
  const twinned = new Set(routes);
  let pool: ConvertPool | undefined;

  /**
   * A page's `<main>` as Markdown, converted on a worker thread from the page's file as the page is
   * read, so only the Markdown is held until every page is in, not every page's tree.
   */
  function convertMain(file: string, route: string, htmlBytes: number): ConvertedMain {
    pool ??= createConvertPool({siteUrl, routes});
    const markdown = pool.convert({file, route});
    // Awaited by writeTwins; a build that fails first never asks.
    markdown.catch(() => undefined);
    return {markdown, htmlBytes};
  }

  /**
   * Writes every twin, llms.txt, llms-full.txt and the discovery files from the pages' converted
   * <main> elements; returns the files written.
   */
  async function writeTwins(outDir: string, mains: Map<string, ConvertedMain>): Promise<string[]> {
    try {
      return await writeAll(outDir, mains);
    } finally {
      await pool?.close();
    }
  }

  async function writeAll(outDir: string, mains: Map<string, ConvertedMain>): Promise<string[]> {
    const started = performance.now();
    const written: string[] = [];
    const spec = pages.apiOperations.size > 0 ? JSON.parse(await readFile(options.openapiFile, 'utf8')) : null;

    const twins = new Map<string, string>();
    let htmlBytes = 0;
    for (const route of routes) {
      const appBody = options.appPages[route.slice(baseUrl.length)];
      let body: string;
      if (appBody !== undefined) {
        body = appBody.trim();
      } else {
        const page = mains.get(route);
        if (!page) throw new TwinError(route, 'the build has no page for it');
        htmlBytes += page.htmlBytes;
        try {
          body = await page.markdown;
        } catch (error) {
          throw new TwinPageError(route, error);
        }
        const api = pages.apiOperations.get(route);
        if (api) {
          try {
            body += `\n\n## ${OPENAPI_HEADING}\n\n\`\`\`yaml\n${operationFragmentYaml(spec, operationKey(api, options.apiOperationField)).trimEnd()}\n\`\`\``;
          } catch (error) {
            throw new TwinError(route, `its OpenAPI fragment: ${(error as Error).message}`);
          }
        }
      }
      const twin = `${directiveLine(siteUrl, baseUrl, route)}\n\n${body}\n`;
      twins.set(route, twin);
      writeText(twinFileOf(outDir, baseUrl, route), twin, written);
    }

    // Folder index docs keep a trailing slash in their permalink, but their route has none.
    const asRoute = (permalink: string) => (twinned.has(permalink) ? permalink : permalink.replace(/(.)\/$/, '$1'));
    const routed = (sections: LlmsSection[]) =>
      sections.map((section) => ({
        ...section,
        entries: section.entries.map((entry) => ({...entry, permalink: asRoute(entry.permalink)})),
      }));
    const sections = routed(pages.sections);
    const optional = routed(pages.optional);
    const listed = new Set([...sections, ...optional].flatMap((section) => section.entries.map((e) => e.permalink)));
    for (const unlisted of unlistedSections(
      routes,
      listed,
      pages.blogs,
      options.docsTitle,
      (route) => twinTitleOf(twins.get(route) ?? '') ?? route,
    )) {
      const same = optional.find((section) => section.title === unlisted.title);
      if (same) same.entries.push(...unlisted.entries);
      else optional.push(unlisted);
    }
    const llmsRoute = `${baseUrl}${LLMS_TXT_FILE}`;
    const llmsInput = {title: options.title, summary: options.summary, details: options.details, sections, optional};
    const index = llmsTxt({siteUrl, ...llmsInput});
    // The limit is for llms.txt as production serves it: a preview's longer origin (SITE_URL) lengthens every link.
    const published =
      siteUrl === options.productionUrl ? index : llmsTxt({siteUrl: options.productionUrl, ...llmsInput});
    checkLlmsTxtSize(published, options.llmsTxtMaxChars, llmsRoute);
    const twinUrls = new Set([...twinned].map((route) => absoluteUrlOf(siteUrl, twinUrlOf(route))));
    const missing = llmsTxtLinks(index).filter((link) => !twinUrls.has(link));
    if (missing.length > 0) throw new TwinError(llmsRoute, `links to pages without a twin: ${missing.join(', ')}`);
    writeText(path.join(outDir, LLMS_TXT_FILE), index, written);

    // Every docs and API twin in sidebar order; posts stay in llms.txt's Optional section.
    const full = sections
      .flatMap((section) => section.entries)
      .map((entry) => twins.get(entry.permalink))
      .filter((twin) => twin !== undefined);
    writeText(path.join(outDir, LLMS_FULL_TXT_FILE), `${full.join('\n\n---\n\n')}`, written);

    // The discovery files, from the same OpenAPI description the API twins quote.
    const openapi = spec ?? JSON.parse(await readFile(options.openapiFile, 'utf8'));
    const discovery = discoveryFiles({
      ...options.discovery,
      siteUrl: siteUrl.replace(/\/$/, ''),
      baseUrl,
      openapi,
      llmsTxtFile: LLMS_TXT_FILE,
    });
    for (const file of discovery) writeText(path.join(outDir, file.path), file.body, written);

    const twinBytes = [...twins.values()].reduce((sum, twin) => sum + Buffer.byteLength(twin), 0);
    console.log(
      `[markdown-twins] ${twins.size} twins (${(twinBytes / 1024).toFixed(0)} KB from ${(htmlBytes / 1024).toFixed(0)} KB of HTML), ` +
        `${LLMS_TXT_FILE} ${index.length} characters, ${discovery.length} discovery files; converting and writing took ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return written;
  }

  return {twinned, convertMain, writeTwins};
}

/** What the twins step is given once the pages are written: the site, its routes and its loaded content. */
export type MarkdownTwinsBuild = {
  options: MarkdownTwinsOptions;
  /** The build's origin (`siteConfig.url`): every link in a twin is absolute on it. */
  siteUrl: string;
  baseUrl: string;
  outDir: string;
  /** Every route Docusaurus built, and those it marked noindex (left out, as the sitemap leaves them out). */
  routesPaths: readonly string[];
  routesBuildMetadata: Record<string, {noIndex?: boolean}>;
  /** Every content plugin's loaded content: the sidebars, docs and blogs llms.txt is ordered by. */
  allContent: AllContent;
};

/** One built page as the site's build hands it on: its route, its file and its HTML (for the HTML's size). */
export type TwinSourcePage = {route: string; file: string; html: string};

/**
 * What the twins step does with the built pages: sees each once, then writes the twins and llms.txt,
 * and names the files it wrote (absolute paths).
 */
export type MarkdownTwinsStep = {page: (page: TwinSourcePage) => void; finish: () => Promise<string[]>};

/**
 * The twins as a build step: a site calls it after Docusaurus writes the pages, hands it each built
 * page, then calls `finish` (this site's `plugins/built-site` pipeline does).
 */
export function markdownTwinsStep(build: MarkdownTwinsBuild): MarkdownTwinsStep {
  const {options, siteUrl, baseUrl, outDir, routesPaths, routesBuildMetadata} = build;
  // The sitemap's routes: not the 404 page, nor pages marked noindex.
  const routes = routesPaths.filter((route) => hasTwin(route) && !routesBuildMetadata[route]?.noIndex);
  const {twinned, convertMain, writeTwins} = twinWriter(
    {siteUrl, baseUrl},
    options,
    sitePages(build.allContent, options),
    routes,
  );
  // Each page's <main> as Markdown; written, with llms.txt, once every page is read.
  const mains = new Map<string, ConvertedMain>();
  return {
    page: ({route, file, html}) => {
      if (twinned.has(route) && options.appPages[route.slice(baseUrl.length)] === undefined)
        mains.set(route, convertMain(file, route, html.length));
    },
    finish: () => writeTwins(outDir, mains),
  };
}
