import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from '@playwright/test';
import {requireBuiltPageFile} from '../plugins/built-site/files';
import {BUDGETS, CATALOGUE_BUDGETS} from '../bench/budgets';
import {PAGE_TYPES, SITE_PAGES} from '../bench/pageTypes';
import {isMainBundle, loadedAssets, summarizeAssets} from '../bench/pageWeight';
import {expect, expectHydrated, gotoHydrated, test, type ServedSite} from './support/fixtures';
import {recordScripts} from './support/scripts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// Bytes are deterministic for a given build: these fail, timings (npm run bench) only print. They count
// what the reader downloads: every script and stylesheet the page fetches until the network has been
// idle for 2 s (bench/networkIdle.ts), route chunks and prefetches after the load event included.
test.describe('byte budgets (bench/budgets.ts)', () => {
  for (const type of PAGE_TYPES) {
    test(`${type} page: JS, CSS and main.js within budget (gzip), until the network is idle`, async ({page, site}) => {
      const assets = await loadedAssets(page, site.url(SITE_PAGES[type]));
      const weight = summarizeAssets(type, assets);
      const byLoad = summarizeAssets(
        type,
        assets.filter((asset) => !asset.afterLoad),
      );
      console.log(
        `${type}: JS ${kib(weight.js.gzip)} gzip in all (${kib(byLoad.js.gzip)} by the load event), ` +
          `budget ${kib(BUDGETS.pages[type].js)}; CSS ${kib(weight.css.gzip)}, budget ${kib(BUDGETS.pages[type].css)}`,
      );
      const mainJs = assets.filter((asset) => isMainBundle(asset.url)).reduce((sum, asset) => sum + asset.gzip, 0);
      expect(mainJs, 'main.js').toBeGreaterThan(0);
      expect(weight.js.gzip, `${type} JS gzip`).toBeLessThanOrEqual(BUDGETS.pages[type].js);
      expect(weight.css.gzip, `${type} CSS gzip`).toBeLessThanOrEqual(BUDGETS.pages[type].css);
      expect(mainJs, 'main.js gzip').toBeLessThanOrEqual(BUDGETS.mainJs);
    });
  }
});

/** Same-origin scripts a page loads, as paths relative to the build folder. */
async function scriptsOf(browser: Browser, site: ServedSite, relative: string): Promise<string[]> {
  const context = await browser.newContext({baseURL: site.url()});
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/^\/docs\//, ''));
  });
  await gotoHydrated(page, relative);
  // The catalogue fetches its data after hydration and is interactive once its rows are React's.
  if (relative === CATALOGUE_BUDGETS.path) await page.locator('form[data-interactive]').waitFor();
  await context.close();
  return scripts;
}

const gzipOf = (file: string) => gzipSync(readFileSync(file), {level: 9}).length;

test.describe('model catalogue budgets (bench/budgets.ts)', () => {
  test('the page HTML, a row for every id, within budget (gzip)', async ({site}) => {
    const html = requireBuiltPageFile(site.buildDir, CATALOGUE_BUDGETS.path);
    const rows = readFileSync(html, 'utf8').match(/<tr data-model=/g)?.length ?? 0;
    expect(rows, 'rows in the HTML').toBeGreaterThan(700);
    const bytes = gzipOf(html);
    console.log(`catalogue HTML: ${rows} rows, ${(bytes / 1024).toFixed(1)} KiB gzip`);
    expect(bytes).toBeLessThanOrEqual(CATALOGUE_BUDGETS.htmlGzip);
  });

  test('its own script, loaded on this page only, within budget (gzip)', async ({browser, site}) => {
    const catalogue = await scriptsOf(browser, site, CATALOGUE_BUDGETS.path);
    const other = new Set(await scriptsOf(browser, site, 'Features/Completions'));
    const own = catalogue.filter((s) => !other.has(s));
    const component = own.find((s) => readFileSync(path.join(site.buildDir, s), 'utf8').includes('catalogue-provider'));
    expect(component, 'the catalogue component is in a chunk of its own page').toBeDefined();
    const bytes = own.reduce((sum, s) => sum + gzipOf(path.join(site.buildDir, s)), 0);
    console.log(`catalogue-only scripts: ${own.length} files, ${(bytes / 1024).toFixed(1)} KiB gzip`);
    expect(bytes).toBeLessThanOrEqual(CATALOGUE_BUDGETS.scriptGzip);
  });
});

/**
 * What the site keeps out of the scripts every page loads first (main.js and the runtime), each by a
 * marker that survives minification. Each line fails if its patch or plugin stops working, say after a
 * Docusaurus upgrade, even while the byte budgets above still pass.
 */
const KEPT_OUT: {what: string; marker: string; by: string}[] = [
  {what: "tslib's helpers", marker: '__spreadArray', by: 'patches/@docusaurus+utils-common+3.10.2.patch'},
  {what: "the route registry's module paths", marker: '"@site/', by: 'plugins/build-only-data'},
  {what: 'plugin options and the page template', marker: 'ssrTemplate', by: 'plugins/build-only-data'},
  {what: 'the chunk-name table of window.docusaurus.prefetch', marker: '.gca=', by: 'plugins/chunk-files'},
];

test('main.js and the runtime leave out what the site keeps out of them', async ({page, site}) => {
  const scripts = recordScripts(page);
  await page.goto(site.url(SITE_PAGES.guide));
  await expectHydrated(page);
  const first = (await scripts()).filter(({url}) => isMainBundle(url) || /\/runtime~main\.[0-9a-f]+\.js$/.test(url));
  expect(first.map(({url}) => new URL(url).pathname.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(
    expect.arrayContaining(['/docs/assets/js/main', '/docs/assets/js/runtime~main']),
  );
  for (const {what, marker, by} of KEPT_OUT)
    expect(
      first.filter(({body}) => body.includes(marker)).map(({url}) => url),
      `${what} (${by})`,
    ).toEqual([]);
});
