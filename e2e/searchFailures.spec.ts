import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './support/fixtures';
import {openSearch, searchInput} from './support/search';

/** Errors other than the browser's own report of the requests the test cut off. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(e));

/** Searches for "privacy" in the modal and waits for the spec's failure screen. */
async function expectUnableToFetch(page: Page) {
  await gotoHydrated(page);
  await openSearch(page);
  await searchInput(page).fill('privacy');
  const error = page.locator('.DocSearch-ErrorScreen');
  await expect(error.locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
  await expect(error.locator('.DocSearch-Help')).toHaveText('You might want to check your network connection.');
}

test.describe('search failures', () => {
  test('shows "Unable to fetch results" when the index cannot be fetched, without crashing, and recovers once it can', async ({
    page,
    errors,
  }) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await expectUnableToFetch(page);
    expect(unexpected(errors)).toEqual([]);

    await page.unroute('**/search-index/**');
    await searchInput(page).fill('privacy policy');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    expect(unexpected(errors)).toEqual([]);
  });

  test('shows "Unable to fetch results" when the index is corrupt, without crashing', async ({page, errors}) => {
    // A truncated meta file, as a half-finished upload or a broken proxy would serve it.
    await page.route('**/search-index/meta.*.json', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"pages": [[3, 0, 0',
      }),
    );
    await expectUnableToFetch(page);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  test('shows the stalled state once a search has waited 300 ms, then the results', async ({page, errors}) => {
    // A slow network: each index file (not the manifest) arrives 1.5 s after it is asked for.
    await page.route('**/search-index/*.*.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoHydrated(page);
    await openSearch(page);
    await page.evaluate(() => {
      const times = ((window as unknown as {stallTimes: number[]}).stallTimes = [] as number[]);
      const input = document.querySelector('.DocSearch-Input')!;
      input.addEventListener('input', () => times.push(performance.now()), {once: true});
      new MutationObserver(() => {
        if (times.length === 1 && document.querySelector('.DocSearch-Container--Stalled'))
          times.push(performance.now());
      }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['class']});
    });
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.type('p');
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(1);
    await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();
    const [typedAt, stalledAt] = await page.evaluate(() => (window as unknown as {stallTimes: number[]}).stallTimes);
    // Not before 300 ms; how long after is the machine's speed, which prints but never fails a test.
    expect(stalledAt! - typedAt!).toBeGreaterThanOrEqual(290);
    console.log(`[search stalled state] shown ${(stalledAt! - typedAt!).toFixed(0)} ms after the first key`);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
