import {describe, expect, it} from 'vitest';
import {siteUrl, useBrowser, type TrackedPage} from './support/browser';
import {hydrated, inputHasFocus, openSearch, searchInput} from './support/search';

const {newPage} = useBrowser();

async function ready(page: TrackedPage) {
  await page.goto(siteUrl());
  await page.waitForFunction(hydrated);
}

/** Errors other than the browser's own report of the requests the test cut off. */
const unexpected = (page: TrackedPage) => page.errors.filter((e) => !/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(e));

/** Searches for "privacy" in the modal and waits for the spec's failure screen. */
async function expectUnableToFetch(page: TrackedPage) {
  await ready(page);
  await openSearch(page);
  await searchInput(page).fill('privacy');
  const error = page.locator('.DocSearch-ErrorScreen');
  await error.waitFor();
  expect(await error.locator('.DocSearch-Title').innerText()).toBe('Unable to fetch results');
  expect(await error.locator('.DocSearch-Help').innerText()).toBe('You might want to check your network connection.');
}

describe('search failures', () => {
  it('shows "Unable to fetch results" when the index cannot be fetched, without crashing, and recovers once it can', async () => {
    const page = await newPage();
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await expectUnableToFetch(page);
    expect(unexpected(page)).toEqual([]);

    await page.unroute('**/search-index/**');
    await searchInput(page).fill('privacy policy');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-ErrorScreen').count()).toBe(0);
    expect(unexpected(page)).toEqual([]);
  });

  it('shows "Unable to fetch results" when the index is corrupt, without crashing', async () => {
    const page = await newPage();
    // A truncated file, as a half-finished upload or a broken proxy would serve it.
    await page.route('**/search-index/index.*.json', (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"siteUrl": "https://apipie.ai", "pages": [{"url'}),
    );
    await expectUnableToFetch(page);
    expect(page.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
  });

  it('shows the stalled state once a search has waited 300 ms, then the results', async () => {
    const page = await newPage();
    await page.route('**/search-index/index.*.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await ready(page);
    await openSearch(page);
    await page.evaluate(() => {
      const times = ((window as unknown as {stallTimes: number[]}).stallTimes = [] as number[]);
      const input = document.querySelector('.DocSearch-Input')!;
      input.addEventListener('input', () => times.push(performance.now()), {once: true});
      new MutationObserver(() => {
        if (times.length === 1 && document.querySelector('.DocSearch-Container--Stalled')) times.push(performance.now());
      }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['class']});
    });
    await expect.poll(() => inputHasFocus(page)).toBe(true);
    await page.keyboard.type('p');
    await page.locator('.DocSearch-Container--Stalled').waitFor();
    expect(await page.locator('.DocSearch-LoadingIndicator').isVisible()).toBe(true);
    const [typedAt, stalledAt] = await page.evaluate(() => (window as unknown as {stallTimes: number[]}).stallTimes);
    expect(stalledAt! - typedAt!).toBeGreaterThanOrEqual(290);
    expect(stalledAt! - typedAt!).toBeLessThan(1000);
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Container--Stalled').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});
