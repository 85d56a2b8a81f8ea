import {describe, expect, it} from 'vitest';
import {siteUrl, useBrowser, type TrackedPage} from './support/browser';
import {FAVORITE_KEY, hydrated, openSearch, RECENT_KEY, searchFor, searchInput, shownHits, storedHits} from './support/search';

const {newPage} = useBrowser();

async function ready(page: TrackedPage) {
  await page.goto(siteUrl());
  await page.waitForFunction(hydrated);
}

async function groupCounts(page: TrackedPage) {
  const counts: Record<string, number> = {};
  for (const hit of await shownHits(page)) counts[hit.group] = (counts[hit.group] ?? 0) + 1;
  return counts;
}

describe('recent and favourite searches', () => {
  it('starts with No recent searches, remembers a picked hit, promotes it to a favourite and removes it', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    expect(await page.locator('.DocSearch-StartScreen').innerText()).toBe('No recent searches');

    await searchFor(page, 'privacy policy');
    expect((await shownHits(page))[0]!.title).toBe('Privacy Policy');
    await page.keyboard.press('Enter');
    await page.waitForURL(siteUrl('Terms/privacy'));
    await page.locator('h1', {hasText: 'Privacy Policy'}).waitFor();

    await openSearch(page);
    expect(await shownHits(page)).toMatchObject([{group: 'Recent', title: 'Privacy Policy'}]);
    await page.locator('.DocSearch-Hit .DocSearch-Hit-action-button[title="Save this search"]').click();
    await expect.poll(() => shownHits(page)).toMatchObject([{group: 'Favorite', title: 'Privacy Policy'}]);

    await page.locator('.DocSearch-Hit .DocSearch-Hit-action-button[title="Remove this search from favorites"]').click();
    await expect.poll(() => page.locator('.DocSearch-StartScreen').innerText()).toBe('No recent searches');
    expect(page.errors).toEqual([]);
  });

  it('removes a recent search on request', async () => {
    const page = await newPage();
    await ready(page);
    await page.evaluate(([key, hits]) => localStorage.setItem(key!, JSON.stringify(hits)), [RECENT_KEY, storedHits('Recent page', 2)] as const);
    await openSearch(page);
    expect(await groupCounts(page)).toEqual({Recent: 2});
    await page.locator('.DocSearch-Hit .DocSearch-Hit-action-button[title="Remove this search from history"]').first().click();
    await expect.poll(() => groupCounts(page)).toEqual({Recent: 1});
  });

  it('shows 7 recent searches, 4 when there are favourites, and at most 10 favourites', async () => {
    const page = await newPage();
    await ready(page);
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
      return groupCounts(page);
    };
    expect(await seed(12, 0)).toEqual({Recent: 7});
    expect(await seed(12, 1)).toEqual({Recent: 4, Favorite: 1});
    expect(await seed(0, 12)).toEqual({Favorite: 10});
    expect(await searchInput(page).inputValue()).toBe('');
  });
});

describe('no results', () => {
  it('names the query, suggests up to 3 sections seen before, and offers a prefilled GitHub issue', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    await searchFor(page, 'api');
    const sectionsSeen = await page.locator('.DocSearch-Hit-source').allInnerTexts();
    await searchInput(page).fill('qqzzxx');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    expect(await screen.locator('.DocSearch-Title').innerText()).toBe('No results for "qqzzxx"');
    expect(await screen.locator('.DocSearch-NoResults-Prefill-List .DocSearch-Help').innerText()).toBe('Try searching for:');
    const suggestions = await screen.locator('.DocSearch-Prefill').allInnerTexts();
    expect(suggestions.length).toBe(3);
    expect(sectionsSeen).toEqual(expect.arrayContaining(suggestions));

    const report = screen.locator('a', {hasText: 'Let us know.'});
    expect(await screen.innerText()).toContain('Believe this query should return results? Let us know.');
    const issue = new URL((await report.getAttribute('href'))!);
    expect(issue.origin + issue.pathname).toBe('https://github.com/neuronic-ai/APIpie.ai-docs/issues/new');
    expect(issue.searchParams.get('title')).toBe('Search: no results for "qqzzxx"');
    expect(await report.getAttribute('target')).toBe('_blank');

    // A suggestion searches for that section.
    await screen.locator('.DocSearch-Prefill').first().click();
    await expect.poll(() => searchInput(page).inputValue()).toBe(`${suggestions[0]!.toLowerCase()} `);
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(page.errors).toEqual([]);
  });
});
