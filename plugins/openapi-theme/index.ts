import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
// The package's `types` field points at its component declarations; the plugin's own are in lib/.
import docusaurusThemeOpenAPI from 'docusaurus-theme-openapi-docs/lib/index';
import {API_PAGE_CLASS} from '../../src/components/ApiDocItem/apiPageClass';

/** The theme's components and styles (docusaurus-theme-openapi-docs/lib/theme). */
export const openapiThemeDir = path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs')), 'theme');

/** The folder of the component that renders API pages and imports the theme's styles. */
const apiDocItemDir = path.resolve(__dirname, '../../src/components/ApiDocItem');

/** Name of the one stylesheet that holds the API reference's CSS, loaded by API pages only. */
export const API_STYLES_CHUNK = 'api-styles';

/**
 * The theme's components that shadow theme-classic's under the same `@theme/`
 * name, so guides render them too: their CSS stays site-wide.
 */
const SITE_WIDE_COMPONENTS = ['Tabs', 'TabItem'].map((name) => path.join(openapiThemeDir, name) + path.sep);

/** True for a module whose CSS belongs to the API reference only. */
export function isApiStyleModule(resource: string | null | undefined): boolean {
  if (!resource || SITE_WIDE_COMPONENTS.some((dir) => resource.startsWith(dir))) return false;
  return [openapiThemeDir, apiDocItemDir].some((dir) => resource.startsWith(dir + path.sep));
}

/** `<html class="… api-reference-page …">`, however the minifier quotes it. */
const API_PAGE_HTML = new RegExp(`<html[^>]*\\bclass="?[^">]*\\b${API_PAGE_CLASS}\\b`);

async function htmlFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Links the API stylesheet from the built HTML of every API page, after the
 * site-wide stylesheet, so it applies from the first paint. Docusaurus Faster
 * lists no route chunks in the HTML, so without this the page would paint
 * unstyled until its scripts load the stylesheet. The chunk loader finds the
 * link already there and does not fetch it again.
 */
export async function linkApiStylesheet(outDir: string, baseUrl: string): Promise<number> {
  const cssDir = path.join(outDir, 'assets', 'css');
  const sheets = (await readdir(cssDir)).filter((name) => name.startsWith(`${API_STYLES_CHUNK}.`) && name.endsWith('.css'));
  const pages = [];
  for (const file of await htmlFilesIn(outDir)) {
    const html = await readFile(file, 'utf8');
    if (API_PAGE_HTML.test(html)) pages.push({file, html});
  }
  if (pages.length === 0) return 0;
  if (sheets.length !== 1) throw new Error(`Expected one ${API_STYLES_CHUNK} stylesheet in ${cssDir} for ${pages.length} API pages, found ${sheets.length}`);
  const link = `<link rel="stylesheet" href="${baseUrl}assets/css/${sheets[0]}">`;
  for (const {file, html} of pages) {
    const siteWide = html.match(/<link rel="?stylesheet"? href="?[^">]+\/styles\.[0-9a-f]+\.css"?\s*\/?>/);
    if (!siteWide) throw new Error(`${file}: no site-wide stylesheet link to put the API stylesheet after`);
    const at = html.indexOf(siteWide[0]) + siteWide[0].length;
    await writeFile(file, html.slice(0, at) + link + html.slice(at));
  }
  return pages.length;
}

type SplitChunkModule = {nameForCondition?: () => string | null | undefined; resource?: string};

/**
 * docusaurus-theme-openapi-docs 5.2 with its components only. The stock theme
 * adds its `styles.scss` to every page as a client module and provides
 * `process` and `Buffer` site-wide; this wrapper drops both. API pages import
 * the styles through src/components/ApiDocItem, and their CSS goes to one
 * `api-styles` stylesheet instead of the site-wide one (Docusaurus puts all
 * CSS into `styles.css` otherwise). No theme module used here reads
 * `process` or `Buffer`; the request explorer, which would, is replaced.
 */
export default function openapiThemeOnApiPages(): Plugin<void> {
  const theme = docusaurusThemeOpenAPI();
  return {
    name: 'openapi-theme-on-api-pages',
    getThemePath: theme.getThemePath,
    getTypeScriptThemePath: theme.getTypeScriptThemePath,
    async postBuild({outDir, baseUrl}) {
      await linkApiStylesheet(outDir, baseUrl);
    },
    configureWebpack(config, isServer, utils, content) {
      const stock = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      const {ProvidePlugin} = utils.currentBundler.instance;
      return {
        ...stock,
        plugins: (stock.plugins ?? []).filter((plugin) => !(plugin instanceof ProvidePlugin)),
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Outranks Docusaurus's `styles` group (priority 50), which gathers all CSS into styles.css.
              [API_STYLES_CHUNK]: {
                name: API_STYLES_CHUNK,
                type: 'css/mini-extract',
                chunks: 'all',
                enforce: true,
                priority: 60,
                test: (module: SplitChunkModule) => isApiStyleModule(module.nameForCondition?.() ?? module.resource),
              },
            },
          },
        },
      };
    },
  };
}
