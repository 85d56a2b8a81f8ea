import type {Locator} from '@playwright/test';
import {expect, gotoHydrated, test, type SharedPage} from './support/fixtures';
import {ANNOUNCEMENT_BAR_WIDTHS} from './support/layout';
import {useSharedPage} from './support/sharedPage';

/** WCAG 2.5.5's target size. */
const MIN = 44;

type Box = {name: string; width: number; height: number};

/** The size of every visible element the locator matches, named by its label or text. */
async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements
      .map((el) => {
        const rect = el.getBoundingClientRect();
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return {
          name: `${el.className.toString().split(' ')[0]} "${name}"`,
          width: Math.round(rect.width),
          height: Math.round(rect.height),
        };
      })
      .filter((box) => box.width > 0 && box.height > 0),
  );
}

const tooSmall = (list: Box[], {iconButton}: {iconButton: boolean}) =>
  list
    .filter((box) => box.height < MIN || (iconButton && box.width < MIN))
    .map((b) => `${b.name} is ${b.width}×${b.height}`);

test.describe('touch targets on a phone (375 px)', () => {
  test.use({viewport: {width: 375, height: 812}, hasTouch: true});

  test('makes the menu, search and close buttons 44×44 and every menu and sidebar row 44 px tall', async ({page}) => {
    await gotoHydrated(page, 'Features/Completions');

    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const buttons = [...(await boxes(toggle)), ...(await boxes(page.locator('.navbar .DocSearch-Button')))];
    expect(buttons).toHaveLength(2);
    expect(tooSmall(buttons, {iconButton: true})).toEqual([]);

    await toggle.tap();
    const menu = page.locator('.navbar-sidebar');
    // The doc sidebar panel opens first on a doc page.
    await expect(menu.locator('.menu__link').first()).toBeVisible();
    const close = await boxes(menu.locator('.navbar-sidebar__close'));
    expect(close).toHaveLength(1);
    expect(tooSmall(close, {iconButton: true})).toEqual([]);
    const sidebarRows = await boxes(menu.locator('.menu__link, .navbar-sidebar__back'));
    expect(sidebarRows.length).toBeGreaterThan(5);
    expect(tooSmall(sidebarRows, {iconButton: false})).toEqual([]);
    expect(tooSmall(await boxes(menu.locator('.menu__caret')), {iconButton: true})).toEqual([]);

    await menu.locator('.navbar-sidebar__back').tap();
    await expect(menu.getByRole('link', {name: 'Announcements'})).toBeVisible();
    const menuRows = await boxes(menu.locator('.navbar-sidebar__item.menu .menu__link'));
    expect(menuRows.map((row) => row.name)).toEqual(expect.arrayContaining([expect.stringContaining('"Blog"')]));
    expect(tooSmall(menuRows, {iconButton: false})).toEqual([]);
  });
});

// The close button's size at each width comes from the stylesheet's media queries: one page per worker,
// resized from width to width, checks them without a load per width (as announcementBar.spec.ts does).
const resizedTest = test.extend<{completions: SharedPage}>({
  completions: async ({sharedPages, sites}, use, testInfo) =>
    useSharedPage(sharedPages.open(sites.local, 'Features/Completions'), testInfo, async () => {}, use),
});

test.describe('the announcement bar close button', () => {
  for (const width of ANNOUNCEMENT_BAR_WIDTHS) {
    resizedTest(`is 44×44 at ${width} px`, async ({completions: {page}}) => {
      await page.setViewportSize({width, height: 800});
      const close = await boxes(page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}));
      expect(close).toHaveLength(1);
      expect(tooSmall(close, {iconButton: true})).toEqual([]);
    });
  }
});
