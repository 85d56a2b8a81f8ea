import {describe, expect, it} from 'vitest';
import {siteUrl, useBrowser} from './support/browser';
import {expectSearchPageFailure, hydrated} from './support/search';

const {newPage} = useBrowser();

describe('search page', () => {
  it('shows results from the local index for ?q=, with highlights and breadcrumbs, and no Algolia credit', async () => {
    const page = await newPage();
    await page.goto(siteUrl('search?q=privacy'));
    const results = page.locator('main article');
    await expect.poll(() => results.count(), {timeout: 10_000}).toBeGreaterThan(0);
    expect(await page.locator('h1').innerText()).toBe('Search results for "privacy"');
    const first = results.first();
    expect(await first.locator('h2 a').innerText()).toBe('Privacy Policy');
    expect(await first.locator('h2 a').getAttribute('href')).toBe('/docs/Terms/privacy');
    expect(await first.locator('.breadcrumbs__item').allInnerTexts()).toEqual(['Terms']);
    expect(await page.locator('main .search-result-match').count()).toBeGreaterThan(0);
    expect(await page.getByText(/documents? found/).innerText()).toMatch(/^\d+ documents found$/);
    expect(await page.locator('a[href^="https://www.algolia.com"]').isVisible()).toBe(false);
    expect(page.errors).toEqual([]);
  });

  it('searches as the visitor types and keeps the query in the address', async () => {
    const page = await newPage();
    await page.goto(siteUrl('search'));
    await page.waitForFunction(hydrated);
    expect(await page.locator('h1').innerText()).toBe('Search the documentation');
    await page.locator('input[name="q"]').fill('mem_expire');
    await page.waitForURL(/\?q=mem_expire$/);
    await expect.poll(() => page.locator('main article h2').first().innerText().catch(() => ''), {timeout: 10_000}).toBe('mem_expire');
    expect(page.errors).toEqual([]);
  });

  it('shows 20 hits a page, as the modal does', async () => {
    const page = await newPage();
    await page.goto(siteUrl('search?q=model'));
    const results = page.locator('main article');
    await expect.poll(() => results.count(), {timeout: 10_000}).toBeGreaterThan(0);
    expect(await results.count()).toBe(20);
    expect(Number((await page.getByText(/documents found/).innerText()).match(/^(\d+)/)![1])).toBeGreaterThan(20);
    expect(page.errors).toEqual([]);
  });

  it('says when nothing matches', async () => {
    const page = await newPage();
    await page.goto(siteUrl('search?q=qqzzxx'));
    await expect.poll(() => page.getByText('No results were found').count(), {timeout: 10_000}).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('says "Unable to fetch results" when the index cannot be fetched, and recovers once it can', async () => {
    const page = await newPage();
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await page.goto(siteUrl('search?q=privacy'));
    const notice = await expectSearchPageFailure(page);

    await page.unroute('**/search-index/**');
    await page.locator('input[name="q"]').fill('privacy policy');
    await page.locator('main article').first().waitFor({timeout: 10_000});
    expect(await notice.count()).toBe(0);
    expect(page.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });
});
