import {BUDGETS} from '../scripts/bench/budgets';
import {PAGE_TYPES, SITE_PAGES} from '../scripts/bench/pageTypes';
import {isMainBundle, loadedAssets, summarizeAssets} from '../scripts/bench/pageWeight';
import {expect, test} from './support/fixtures';

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
