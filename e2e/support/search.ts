import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** How DocSearch 5's icons by hit type start: a page, a page of text (body text), a # (any other heading). */
export const ICON = {
  lvl1: '<path d="M15 2H6',
  content: '<path d="M14 2H6',
  heading: '<line x1="4" x2="20" y1="9"',
} as const;

export {FAVORITE_KEY, RECENT_KEY, storedHits} from '../../scripts/lib/storedSearches';

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

export type ShownHit = {
  group: string;
  title: string;
  path: string;
  /** The hit's link target, as written in its `href`. */
  href: string;
  icon: string;
  selected: boolean;
  /** How the hit is built: its list item's role, the tag of its only child and that child's role. */
  markup: {itemRole: string | null; tag: string; role: string | null};
};

/** The hits the modal shows, in order, with their group (lvl0) and icon. */
export async function shownHits(page: Page): Promise<ShownHit[]> {
  return page.locator('.DocSearch-Hits').evaluateAll((sections) =>
    sections.flatMap((section) => {
      const group = section.querySelector('.DocSearch-Hit-source')?.textContent ?? '';
      return Array.from(section.querySelectorAll('.DocSearch-Hit')).map((hit) => {
        // The hit's link is the listbox's option (patches/@docsearch+react+5.2.0.patch).
        const link = hit.firstElementChild;
        return {
          group,
          title: hit.querySelector('.DocSearch-Hit-title')?.textContent ?? '',
          path: hit.querySelector('.DocSearch-Hit-path')?.textContent ?? '',
          href: link?.getAttribute('href') ?? '',
          icon: hit.querySelector('.DocSearch-Hit-icon svg')?.innerHTML ?? '',
          selected: link?.getAttribute('aria-selected') === 'true',
          markup: {
            itemRole: hit.getAttribute('role'),
            tag: link?.tagName.toLowerCase() ?? '',
            role: link?.getAttribute('role') ?? null,
          },
        };
      });
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
