import type {Page} from '@playwright/test';
import {openBuiltEngine} from '../../src/search/builtIndex';
import {parseQuery} from '../../src/search/query';
import {LEVELS} from '../../src/search/records';
import {expect} from './fixtures';

/** DocSearch's icon paths, by hit type (page, body text, any other heading). */
export const ICON = {
  lvl1: 'M17 6v12c0',
  content: 'M17 5H3h14z',
  heading: 'M13 13h4-4V8H7',
} as const;

/** DocSearch's storage keys for this site's index. */
export const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__apipie';
export const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__apipie';

/** Saved searches as DocSearch stores them: hits without their highlight results. */
export function storedHits(prefix: string, count: number) {
  return Array.from({length: count}, (_, i) => ({
    objectID: `${prefix}-${i}`,
    type: 'lvl1',
    url: '/docs/Terms/privacy',
    hierarchy: {lvl0: 'Terms', lvl1: `${prefix} ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
  }));
}

export function searchInput(page: Page) {
  return page.locator('.DocSearch-Input');
}

/** Opens the modal with Ctrl+K and waits for its input. */
export async function openSearch(page: Page) {
  // Ctrl+K toggles: wait for a closing modal to be gone first.
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeVisible();
}

export type ShownHit = {group: string; title: string; path: string; href: string; icon: string; selected: boolean};

/** The hits the modal shows, in order, with their group (lvl0) and icon. */
export async function shownHits(page: Page): Promise<ShownHit[]> {
  return page.locator('.DocSearch-Hits').evaluateAll((sections) =>
    sections.flatMap((section) => {
      const group = section.querySelector('.DocSearch-Hit-source')?.textContent ?? '';
      return Array.from(section.querySelectorAll('.DocSearch-Hit')).map((hit) => ({
        group,
        title: hit.querySelector('.DocSearch-Hit-title')?.textContent ?? '',
        path: hit.querySelector('.DocSearch-Hit-path')?.textContent ?? '',
        // An anchor without href (an option may hold no link): its target is in data-url.
        href: hit.querySelector('a')?.getAttribute('data-url') ?? '',
        icon: hit.querySelector('.DocSearch-Hit-icon path')?.getAttribute('d') ?? '',
        selected: hit.getAttribute('aria-selected') === 'true',
      }));
    }),
  );
}

/** Types a query and waits until the modal shows hits for it. */
export async function searchFor(page: Page, query: string) {
  await searchInput(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

/**
 * Waits for the search page's failure notice and checks it replaces the stock
 * page's spinner and its untrue "No results were found". Returns the notice.
 */
export async function expectSearchPageFailure(page: Page) {
  const notice = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
  await expect(notice).toBeVisible({timeout: 15_000});
  await expect(notice).toContainText('You might want to check your network connection.');
  await expect(page.getByText('No results were found')).toBeHidden();
  await expect(page.locator('[class*="loadingSpinner"]')).toHaveCount(0);
  return notice;
}

/**
 * The title the search page gives the best hit for `query` in the index built into `buildDir`:
 * the deepest heading of its hierarchy, as Docusaurus' search page shows it.
 */
export async function bestHitTitle(buildDir: string, query: string): Promise<string> {
  const engine = await openBuiltEngine(buildDir);
  const [best] = (await engine.search(parseQuery(query), {length: 1})).matches;
  return LEVELS.map((level) => best!.record.hierarchy[level])
    .filter((heading): heading is string => Boolean(heading))
    .at(-1)!;
}
