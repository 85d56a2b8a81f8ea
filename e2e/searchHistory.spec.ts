import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './support/fixtures';
import {
  FAVORITE_KEY,
  ICON,
  openSearch,
  RECENT_KEY,
  searchFor,
  searchInput,
  shownHits,
  storedHits,
} from './support/search';

async function groupCounts(page: Page) {
  const counts: Record<string, number> = {};
  for (const hit of await shownHits(page)) counts[hit.group] = (counts[hit.group] ?? 0) + 1;
  return counts;
}

test.describe('recent and favourite searches', () => {
  test('starts with No recent searches, remembers a picked hit, promotes it to a favourite and removes it', async ({
    page,
    errors,
    site,
  }) => {
    await gotoHydrated(page);
    await openSearch(page);
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');

    await searchFor(page, 'privacy policy');
    expect((await shownHits(page))[0]!.title).toBe('Privacy Policy');
    await page.keyboard.press('Enter');
    await page.waitForURL(site.url('Terms/privacy'));
    await expect(page.locator('h1', {hasText: 'Privacy Policy'})).toBeVisible();

    await openSearch(page);
    // A saved search keeps its hit type's icon (a page for this lvl1 hit).
    expect(await shownHits(page)).toMatchObject([{group: 'Recent', title: 'Privacy Policy', icon: ICON.lvl1}]);
    await page.locator('.DocSearch-Hit .DocSearch-Hit-action-button[title="Save this search"]').click();
    await expect.poll(() => shownHits(page)).toMatchObject([{group: 'Favorite', title: 'Privacy Policy'}]);

    await page
      .locator('.DocSearch-Hit .DocSearch-Hit-action-button[title="Remove this search from favorites"]')
      .click();
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText('No recent searches');
    expect(errors).toEqual([]);
  });

  test('removes a recent search on request', async ({page}) => {
    await gotoHydrated(page);
    await page.evaluate(([key, hits]) => localStorage.setItem(key!, JSON.stringify(hits)), [
      RECENT_KEY,
      storedHits('Recent page', 2),
    ] as const);
    await openSearch(page);
    expect(await groupCounts(page)).toEqual({Recent: 2});
    await page
      .locator('.DocSearch-Hit .DocSearch-Hit-action-button[title="Remove this search from history"]')
      .first()
      .click();
    await expect.poll(() => groupCounts(page)).toEqual({Recent: 1});
  });

  test('shows 7 recent searches, 4 when there are favourites, and at most 10 favourites', async ({page}) => {
    await gotoHydrated(page);
    const seed = async (recent: number, favorite: number) => {
      if (await page.locator('.DocSearch-Modal').count()) await page.keyboard.press('Escape');
      await page.evaluate(
        ([recentKey, favoriteKey, recentHits, favoriteHits]) => {
          localStorage.setItem(recentKey as string, JSON.stringify(recentHits));
          localStorage.setItem(favoriteKey as string, JSON.stringify(favoriteHits));
        },
        [RECENT_KEY, FAVORITE_KEY, storedHits('Recent page', recent), storedHits('Favourite page', favorite)] as const,
      );
      await openSearch(page);
    };
    // The start screen lists the stored searches a moment after the modal opens: wait for them.
    await seed(12, 0);
    await expect.poll(() => groupCounts(page)).toEqual({Recent: 7});
    await seed(12, 1);
    await expect.poll(() => groupCounts(page)).toEqual({Recent: 4, Favorite: 1});
    await seed(0, 12);
    await expect.poll(() => groupCounts(page)).toEqual({Favorite: 10});
    await expect(searchInput(page)).toHaveValue('');
  });
});

test.describe('no results', () => {
  test('names the query, suggests up to 3 sections seen before, and offers a prefilled GitHub issue', async ({
    page,
    errors,
  }) => {
    await gotoHydrated(page);
    await openSearch(page);
    await searchFor(page, 'api');
    const sectionsSeen = await page.locator('.DocSearch-Hit-source').allInnerTexts();
    await searchInput(page).fill('qqzzxx');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen.locator('.DocSearch-Title')).toHaveText('No results for "qqzzxx"');
    await expect(screen.locator('.DocSearch-NoResults-Prefill-List .DocSearch-Help')).toHaveText('Try searching for:');
    await expect(screen.locator('.DocSearch-Prefill')).toHaveCount(3);
    const suggestions = await screen.locator('.DocSearch-Prefill').allInnerTexts();
    expect(sectionsSeen).toEqual(expect.arrayContaining(suggestions));

    const report = screen.locator('a', {hasText: 'Let us know.'});
    await expect(screen).toContainText('Believe this query should return results? Let us know.');
    const issue = new URL((await report.getAttribute('href'))!);
    expect(issue.origin + issue.pathname).toBe('https://github.com/neuronic-ai/APIpie.ai-docs/issues/new');
    expect(issue.searchParams.get('title')).toBe('Search: no results for "qqzzxx"');
    await expect(report).toHaveAttribute('target', '_blank');

    // A suggestion searches for that section.
    await screen.locator('.DocSearch-Prefill').first().click();
    await expect(searchInput(page)).toHaveValue(`${suggestions[0]!.toLowerCase()} `);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
