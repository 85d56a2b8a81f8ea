import type {Page} from '@playwright/test';
import type {Reach} from '../../scripts/lib/suiteScope';

/**
 * The kinds of page the screenshot baselines cover: one page of each, and the modal's screens. Every
 * template the build's sitemap uses must be the template of one of these pages (templates.spec.ts checks
 * it), so a template added without a kind here fails.
 */
export type VisualKind = {
  /** The baseline's file name (with the width): e2e/visual/baselines/<name>-<width>.png. */
  name: string;
  /** The page, relative to /docs/. */
  path: string;
  /**
   * What a change must reach to move this kind's pixels, besides what reaches every kind: its screenshots
   * are tagged with it (scripts/lib/suiteScope.ts says which files reach which area).
   */
  area: Exclude<Reach, 'any'>;
  /** Brings the page to the state the screenshot shows, once loaded and hydrated. */
  prepare?: (page: Page) => Promise<void>;
};

/** The widths every kind is compared at: a phone, a tablet or small laptop, a desktop. */
export const VISUAL_WIDTHS = [375, 1024, 1440] as const;

/** The viewport's height at each width: the screenshot is the viewport, as a reader first sees it. */
export const viewportHeight = (width: number) => (width < 997 ? 812 : 900);

/** Scrolls `selector`'s first match to the top of the viewport, clear of the sticky navbar. */
const scrollTo = (selector: string) => async (page: Page) => {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      element.scrollIntoView({block: 'start'});
      window.scrollBy(0, -80);
    });
};

const openModal = async (page: Page) => {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
};

/**
 * The query entered at once: typed key by key, the footer's "See all N results" sometimes keeps the count
 * of a shorter prefix beside the full query's hits (the search tests own that race), and a baseline
 * must show one state.
 */
const search = (query: string, shown: string) => async (page: Page) => {
  await openModal(page);
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator(shown).first().waitFor();
};

export const VISUAL_KINDS: readonly VisualKind[] = [
  {name: 'home', path: '', area: 'docs'},
  {name: 'guide', path: 'Features/Completions', area: 'docs'},
  {name: 'api-operation', path: 'api/chatcompletions', area: 'docs'},
  {name: 'api-category', path: 'category/api/vectors', area: 'docs'},
  {
    name: 'catalogue',
    path: 'Models/Catalogue',
    area: 'docs',
    // Interactive once its data has arrived.
    prepare: (page) => page.locator('form[data-interactive]').waitFor(),
  },
  {name: 'vendor-page', path: 'Models/Claude', area: 'docs', prepare: scrollTo('main table')},
  {name: 'doc-tags', path: 'tags', area: 'docs'},
  {name: 'doc-tag', path: 'tags/api', area: 'docs'},
  {name: 'blog-list', path: 'blog', area: 'blog'},
  {name: 'post', path: 'blog/2024/06/20/welcome', area: 'blog'},
  {name: 'announcement', path: 'announcements/2025/01/14/phi-4', area: 'announcements'},
  {name: 'tags', path: 'blog/tags', area: 'blog'},
  {name: 'tag', path: 'blog/tags/agents', area: 'blog'},
  {name: 'archive', path: 'blog/archive', area: 'blog'},
  {name: 'authors', path: 'blog/authors', area: 'blog'},
  {name: 'author', path: 'blog/authors/apipie-team', area: 'blog'},
  {
    name: 'search-page',
    path: 'search?q=privacy',
    area: 'search',
    prepare: (page) => page.locator('article h2, [class*="searchResultItem"]').first().waitFor(),
  },
  {name: '404', path: 'no-such-page', area: 'docs'},
  {name: 'search-modal-start', path: '', area: 'search', prepare: openModal},
  {name: 'search-modal-results', path: '', area: 'search', prepare: search('privacy', '.DocSearch-Hit')},
  {name: 'search-modal-no-results', path: '', area: 'search', prepare: search('zzqqxx', '.DocSearch-NoResults')},
];

/**
 * Dates and other text that changes without the templates changing: dates from git and the posts'
 * front matter, the copyright year.
 */
export const MASKED = ['time', '.theme-last-updated', '.footer__copyright'];
