import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {absoluteUrlOf, hasTwin, LLMS_FULL_TXT_FILE, LLMS_TXT_FILE, twinUrlOf} from '../../src/markdownTwins/urls';
import {twinTitleOf} from '../../src/markdownTwins/title';
import {htmlToMarkdown, TwinError} from './htmlToMarkdown';
import {checkLlmsTxtSize, llmsTxt, llmsTxtLinks} from './llmsTxt';
import {operationFragmentYaml, operationKey} from './openapiFragment';
import {sitePages, unlistedSections, type LlmsSection, type SectionRules, type SitePages} from './pages';
import {directiveLine, OPENAPI_HEADING} from './twinDocument';

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
};

/** The built HTML file of a route (`trailingSlash: false`): `a/b.html`, or `a/b/index.html` for folder routes. */
function htmlFileOf(outDir: string, baseUrl: string, route: string): string {
  const relative = route.slice(baseUrl.length).replace(/\/$/, '');
  if (relative === '') return path.join(outDir, 'index.html');
  const asFile = path.join(outDir, `${relative}.html`);
  return existsSync(asFile) ? asFile : path.join(outDir, relative, 'index.html');
}

/** The file a twin URL is served from. */
function twinFileOf(outDir: string, baseUrl: string, route: string): string {
  return path.join(outDir, twinUrlOf(route).slice(baseUrl.length));
}

async function writeText(file: string, text: string) {
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
}

/**
 * Writes a Markdown twin of every page the sitemap lists (`<page>.md`, the
 * home page `index.md`), converted from the rendered HTML after the build, and
 * `llms.txt` and `llms-full.txt` from the sidebar order. A page that cannot
 * be converted fails the build, naming the page.
 */
export default function markdownTwinsPlugin(context: LoadContext, options: MarkdownTwinsOptions): Plugin<void> {
  const {baseUrl} = context;
  // Twins and llms.txt link absolutely on the build's origin (SITE_URL, or production): see absoluteUrlOf.
  const siteUrl = context.siteConfig.url;
  let pages: SitePages = {sections: [], optional: [], apiOperations: new Map(), blogs: []};

  return {
    name: 'markdown-twins',

    async allContentLoaded({allContent}) {
      pages = sitePages(allContent, options);
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const started = performance.now();
      // The sitemap's routes: not the 404 page, nor pages marked noindex.
      const routes = routesPaths.filter((route) => hasTwin(route) && !routesBuildMetadata[route]?.noIndex);
      const twinned = new Set(routes);
      const twinOf = (sitePath: string) => (twinned.has(sitePath) ? twinUrlOf(sitePath) : null);
      const spec = pages.apiOperations.size > 0 ? JSON.parse(await readFile(options.openapiFile, 'utf8')) : null;

      const twins = new Map<string, string>();
      let htmlBytes = 0;
      // Time spent converting, apart from file reads and other plugins' postBuild running alongside.
      let convertMs = 0;
      for (const route of routes) {
        const appBody = options.appPages[route.slice(baseUrl.length)];
        let body: string;
        if (appBody !== undefined) {
          body = appBody.trim();
        } else {
          const html = await readFile(htmlFileOf(outDir, baseUrl, route), 'utf8');
          htmlBytes += html.length;
          const convertStart = performance.now();
          body = htmlToMarkdown(html, {pagePath: route, siteUrl, twinOf});
          const api = pages.apiOperations.get(route);
          if (api) {
            try {
              body += `\n\n## ${OPENAPI_HEADING}\n\n\`\`\`yaml\n${operationFragmentYaml(spec, operationKey(api)).trimEnd()}\n\`\`\``;
            } catch (error) {
              throw new TwinError(route, `its OpenAPI fragment: ${(error as Error).message}`);
            }
          }
          convertMs += performance.now() - convertStart;
        }
        const twin = `${directiveLine(siteUrl, baseUrl, route)}\n\n${body}\n`;
        twins.set(route, twin);
        await writeText(twinFileOf(outDir, baseUrl, route), twin);
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
      await writeText(path.join(outDir, LLMS_TXT_FILE), index);

      // Every docs and API twin in sidebar order; posts stay in llms.txt's Optional section.
      const full = sections
        .flatMap((section) => section.entries)
        .map((entry) => twins.get(entry.permalink))
        .filter((twin) => twin !== undefined);
      await writeText(path.join(outDir, LLMS_FULL_TXT_FILE), `${full.join('\n\n---\n\n')}`);

      const twinBytes = [...twins.values()].reduce((sum, twin) => sum + Buffer.byteLength(twin), 0);
      console.log(
        `[markdown-twins] ${twins.size} twins (${(twinBytes / 1024).toFixed(0)} KB from ${(htmlBytes / 1024).toFixed(0)} KB of HTML), ` +
          `${LLMS_TXT_FILE} ${index.length} characters; converting took ${(convertMs / 1000).toFixed(1)} s, ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s in all`,
      );
    },
  };
}
