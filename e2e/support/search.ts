import type {Page} from '@playwright/test';
import {openBuiltEngine} from 'apipie-docs-search/node';
import {LEVELS, parseQuery} from 'apipie-docs-search';
import {test, expect, type SharedPage} from './fixtures';
import {useSharedPage} from './sharedPage';

/**
 * The spec's icons by hit type, as path data: a page (lvl1), lines (body text), a hierarchy (any other level).
 * DocSearch 3.9.0 drew them; patches/@docsearch+react+5.2.0.patch restores them in DocSearch 5.
 */
export const ICON = {
  lvl1: 'M17 6v12c0 .52-.2 1-1 1H4c-.7 0-1-.33-1-1V2c0-.55.42-1 1-1h8l5 5zM14 8h-3.13c-.51 0-.87-.34-.87-.87V4',
  content: 'M17 5H3h14zm0 5H3h14zm0 5H3h14z',
  hierarchy: 'M13 13h4-4V8H7v5h6v4-4H7V8H3h4V3v5h6V3v5h4-4v5zm-6 0v4-4H3h4z',
} as const;

export {FAVORITE_KEY, RECENT_KEY, storedHits} from '../../test/support/storedSearches';

export function searchInput(page: Page) {
  return page.locator('.DocSearch-Input');
}

/** Puts the shared home page back as loaded: the modal closed, nothing stored by DocSearch, nothing focused. */
async function closeSearch(page: Page) {
  const modal = page.locator('.DocSearch-Modal');
  if (await modal.count()) await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await page.evaluate(() => {
    localStorage.clear();
    (document.activeElement as HTMLElement | null)?.blur();
  });
}

/**
 * `test` with `home`: the hydrated home page, shared by a worker's tests that open the modal there and
 * read it (sharedPage.ts), closed and cleared between them. Tests of a first load (what loads when), of
 * another page or width, or that navigate away keep `page`.
 */
export const testWithHome = test.extend<{home: SharedPage}>({
  home: async ({sharedPages, sites}, use, testInfo) =>
    useSharedPage(sharedPages.open(sites.local, ''), testInfo, closeSearch, use),
});

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
  /** The icon's drawing: the path data of its shapes, one per line (any shape that is not a path shows as its tag). */
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
          icon: Array.from(hit.querySelectorAll('.DocSearch-Hit-icon svg > *'), (shape) =>
            shape.tagName === 'path' ? shape.getAttribute('d') : shape.tagName,
          ).join('\n'),
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
  await expect(notice).toBeVisible();
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
