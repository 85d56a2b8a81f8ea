import {BUDGETS} from '../scripts/bench/budgets';
import {PAGE_TYPES, SITE_PAGES} from '../scripts/bench/pageTypes';
import {isMainBundle, loadedAssets, summarizeAssets} from '../scripts/bench/pageWeight';
import {expect, expectHydrated, test} from './support/fixtures';
import {recordScripts} from './support/scripts';

// Bytes are deterministic for a given build: these fail, timings (npm run bench) only print.
test.describe('byte budgets (scripts/bench/budgets.ts)', () => {
  for (const type of PAGE_TYPES) {
    test(`${type} page: JS, CSS and main.js within budget (gzip)`, async ({page, site}) => {
      const assets = await loadedAssets(page, site.url(SITE_PAGES[type]));
      const weight = summarizeAssets(type, assets);
      const mainJs = assets.filter((asset) => isMainBundle(asset.url)).reduce((sum, asset) => sum + asset.gzip, 0);
      expect(mainJs, 'main.js').toBeGreaterThan(0);
      expect(weight.js.gzip, `${type} JS gzip`).toBeLessThanOrEqual(BUDGETS.pages[type].js);
      expect(weight.css.gzip, `${type} CSS gzip`).toBeLessThanOrEqual(BUDGETS.pages[type].css);
      expect(mainJs, 'main.js gzip').toBeLessThanOrEqual(BUDGETS.mainJs);
    });
  }
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
