import type {Locator} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {axeViolations, contrastRatio} from './support/axe';
import {siteUrl, useBrowser, type TrackedPage} from './support/browser';
import {FAVORITE_KEY, hydrated, openSearch, RECENT_KEY, searchFor, searchInput, storedHits} from './support/search';

const {newPage} = useBrowser();

async function ready(page: TrackedPage, relative = '') {
  await page.goto(siteUrl(relative));
  await page.waitForFunction(hydrated);
}

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

describe('contrast of the search modal in every state', () => {
  it('passes axe with no recent searches, and its footer hints reach 4.5:1', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    await page.locator('.DocSearch-StartScreen').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    for (const hint of await page.locator('.DocSearch-Commands-Description').all()) {
      expect(await textContrast(hint)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('passes axe with recent and favourite searches, the first one selected', async () => {
    const page = await newPage();
    await ready(page);
    await page.evaluate(
      ([recentKey, favoriteKey, recent, favorite]) => {
        localStorage.setItem(recentKey as string, JSON.stringify(recent));
        localStorage.setItem(favoriteKey as string, JSON.stringify(favorite));
      },
      [RECENT_KEY, FAVORITE_KEY, storedHits('Recent page', 2), storedHits('Favourite page', 1)] as const,
    );
    await openSearch(page);
    await page.locator('.DocSearch-Hit[aria-selected="true"]').waitFor();
    expect(await page.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual(['Recent', 'Favorite']);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('passes axe with results, and the selected hit has dark text on amber at 4.5:1 or more', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    await searchFor(page, 'privacy');
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
    await selected.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    for (const part of ['.DocSearch-Hit-title', '.DocSearch-Hit-path', '.DocSearch-Hit-icon']) {
      const text = selected.locator(part).first();
      if ((await text.count()) === 0) continue;
      expect({part, ratio: await textContrast(text)}).toEqual({part, ratio: expect.toSatisfy((r: number) => r >= 4.5)});
    }
  });

  it('passes axe on the no-results screen', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    await searchInput(page).fill('qqzzxx');
    await page.locator('.DocSearch-NoResults').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('passes axe on the error screen', async () => {
    const page = await newPage();
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await ready(page);
    await openSearch(page);
    await searchInput(page).fill('privacy');
    await page.locator('.DocSearch-ErrorScreen').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('contrast elsewhere', () => {
  it('passes axe with the mobile menu open, on both of its panels', async () => {
    const page = await newPage({viewport: {width: 375, height: 812}});
    await ready(page, 'Features/Completions');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar .menu__link').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('.navbar-sidebar__back').click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Announcements'}).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('passes axe on the search page with results', async () => {
    const page = await newPage();
    await ready(page, 'search?q=privacy');
    await page.locator('article h2, [class*="searchResultItem"]').first().waitFor({timeout: 15_000});
    expect(await axeViolations(page)).toEqual([]);
  });

  it('passes axe on the announcement bar', async () => {
    const page = await newPage();
    await ready(page);
    const bar = '.theme-announcement-bar';
    await page.locator(bar).waitFor();
    expect(await axeViolations(page, {include: bar})).toEqual([]);
  });
});
