import {expect, gotoHydrated, test} from './support/fixtures';
import {bestHitTitle, expectSearchPageFailure} from './support/search';

test.describe('search page', () => {
  test('shows results from the local index for ?q=, with highlights and breadcrumbs, and no Algolia credit', async ({
    page,
    errors,
  }) => {
    await page.goto('search?q=privacy');
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Search results for "privacy"');
    const first = results.first();
    await expect(first.locator('h2 a')).toHaveText('Privacy Policy');
    await expect(first.locator('h2 a')).toHaveAttribute('href', '/docs/Terms/privacy');
    await expect(first.locator('.breadcrumbs__item')).toHaveText(['Terms']);
    expect(await page.locator('main .search-result-match').count()).toBeGreaterThan(0);
    await expect(page.getByText(/documents? found/)).toHaveText(/^\d+ documents found$/);
    await expect(page.locator('a[href^="https://www.algolia.com"]')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('searches as the visitor types and keeps the query in the address', async ({page, errors, site}) => {
    await gotoHydrated(page, 'search');
    await expect(page.locator('h1')).toHaveText('Search the documentation');
    await page.locator('input[name="q"]').fill('mem_expire');
    await page.waitForURL(/\?q=mem_expire$/);
    // The page shows the engine's best hit first (which of the pages with a mem_expire row is the ranking's call).
    await expect(page.locator('main article h2').first()).toHaveText(await bestHitTitle(site.buildDir, 'mem_expire'));
    expect(errors).toEqual([]);
  });

  test('shows 20 hits a page, as the modal does', async ({page, errors}) => {
    await page.goto('search?q=model');
    await expect(page.locator('main article')).toHaveCount(20);
    expect(Number((await page.getByText(/documents found/).innerText()).match(/^(\d+)/)![1])).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });

  test('says when nothing matches', async ({page, errors}) => {
    await page.goto('search?q=qqzzxx');
    await expect(page.getByText('No results were found')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('says "Unable to fetch results" when the index cannot be fetched, and recovers once it can', async ({
    page,
    errors,
  }) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await page.goto('search?q=privacy');
    const notice = await expectSearchPageFailure(page);

    await page.unroute('**/search-index/**');
    await page.locator('input[name="q"]').fill('privacy policy');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });
});
