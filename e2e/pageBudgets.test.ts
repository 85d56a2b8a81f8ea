import {describe, expect, it} from 'vitest';
import {BUDGETS} from '../scripts/bench/budgets';
import {PAGE_TYPES, SITE_PAGES} from '../scripts/bench/pageTypes';
import {isMainBundle, loadedAssets, summarizeAssets} from '../scripts/bench/pageWeight';
import {siteUrl, useBrowser} from './support/browser';

const {newPage} = useBrowser();

// Bytes are deterministic for a given build: these fail, timings (npm run bench) only print.
describe('byte budgets (scripts/bench/budgets.ts)', () => {
  it.each(PAGE_TYPES)('%s page: JS, CSS and main.js within budget (gzip)', async (type) => {
    const page = await newPage();
    const assets = await loadedAssets(page, siteUrl(SITE_PAGES[type]));
    await page.context().close();
    const weight = summarizeAssets(type, assets);
    const mainJs = assets.filter((asset) => isMainBundle(asset.url)).reduce((sum, asset) => sum + asset.gzip, 0);
    expect(mainJs, 'main.js').toBeGreaterThan(0);
    expect(weight.js.gzip, `${type} JS gzip`).toBeLessThanOrEqual(BUDGETS.pages[type].js);
    expect(weight.css.gzip, `${type} CSS gzip`).toBeLessThanOrEqual(BUDGETS.pages[type].css);
    expect(mainJs, 'main.js gzip').toBeLessThanOrEqual(BUDGETS.mainJs);
  });
});
