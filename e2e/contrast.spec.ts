import type {Locator} from '@playwright/test';
import {axeViolations, contrastRatio} from './support/axe';
import {expect, gotoHydrated} from './support/fixtures';
import {
  FAVORITE_KEY,
  openSearch,
  RECENT_KEY,
  searchFor,
  searchInput,
  storedHits,
  testWithHome as test,
} from './support/search';

/** Text colour against the nearest opaque background behind it. */
async function textContrast(text: Locator): Promise<number> {
  const [color, background] = await text.evaluate((el) => {
    let node: Element | null = el;
    let fill = 'rgb(255, 255, 255)';
    while (node) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg && bg !== 'transparent' && !/rgba\(.*, 0\)$/.test(bg)) {
        fill = bg;
        break;
      }
      node = node.parentElement;
    }
    return [getComputedStyle(el).color, fill];
  });
  return contrastRatio(color, background);
}

test.describe('contrast of the search modal in every state', () => {
  test('passes axe with no recent searches, and its footer hints reach 4.5:1', async ({home: {page}}) => {
    await openSearch(page);
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (const hint of await page.locator('.DocSearch-Commands-Description').all()) {
      expect(await textContrast(hint)).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('passes axe with recent and favourite searches, the first one selected', async ({home: {page}}) => {
    await page.evaluate(
      ([recentKey, favoriteKey, recent, favorite]) => {
        localStorage.setItem(recentKey as string, JSON.stringify(recent));
        localStorage.setItem(favoriteKey as string, JSON.stringify(favorite));
      },
      [RECENT_KEY, FAVORITE_KEY, storedHits('Recent page', 2), storedHits('Favourite page', 1)] as const,
    );
    await openSearch(page);
    await expect(page.locator('.DocSearch-Hit a[aria-selected="true"]')).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Favorite', 'Recent']);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("passes axe with results, and the selected hit's text reaches 4.5:1", async ({home: {page}}) => {
    await openSearch(page);
    await searchFor(page, 'privacy');
    const selected = page.locator('.DocSearch-Hit a[aria-selected="true"]');
    await expect(selected).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (const part of ['.DocSearch-Hit-title', '.DocSearch-Hit-path', '.DocSearch-Hit-icon']) {
      const text = selected.locator(part).first();
      if ((await text.count()) === 0) continue;
      expect(await textContrast(text), part).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('passes axe on the no-results screen', async ({home: {page}}) => {
    await openSearch(page);
    await searchInput(page).fill('qqzzxx');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('passes axe on the error screen', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page);
    await openSearch(page);
    await searchInput(page).fill('privacy');
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('contrast elsewhere', () => {
  test('passes axe with the mobile menu open, on both of its panels', async ({page}) => {
    await page.setViewportSize({width: 375, height: 812});
    await gotoHydrated(page, 'Features/Completions');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar .menu__link').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('.navbar-sidebar__back').click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Announcements'})).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('passes axe on the search page with results', async ({page}) => {
    await gotoHydrated(page, 'search?q=privacy');
    await expect(page.locator('article h2, [class*="searchResultItem"]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('passes axe on the announcement bar', async ({home: {page}}) => {
    const bar = '.theme-announcement-bar';
    await expect(page.locator(bar)).toBeVisible();
    expect(await axeViolations(page, {include: bar})).toEqual([]);
  });
});
