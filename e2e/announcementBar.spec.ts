import type {Page} from '@playwright/test';
import {announcement} from '../config/announcementBar';
import {expect, gotoHydrated, test, type SharedPage} from './support/fixtures';
import {ANNOUNCEMENT_BAR_WIDTHS} from './support/layout';
import {useSharedPage} from './support/sharedPage';

// Docusaurus suffixes storage keys with a per-site namespace; match on the prefix.
const ID_KEY = 'docusaurus.announcement.id';
const DISMISS_KEY = 'docusaurus.announcement.dismiss';

function bar(page: Page) {
  return page.locator('div[role="banner"]', {hasText: 'announcements'});
}

/** The stored id and dismissed flag, whatever the namespace suffix of their keys. */
async function storage(page: Page) {
  return page.evaluate(
    ([idKey, dismissKey]) => {
      const find = (prefix: string) => Object.keys(localStorage).find((k) => k.startsWith(prefix));
      const read = (prefix: string) => {
        const key = find(prefix);
        return key === undefined ? null : localStorage.getItem(key);
      };
      return {id: read(idKey!), dismissed: read(dismissKey!)};
    },
    [ID_KEY, DISMISS_KEY],
  );
}

/** Loads the home page with the given stored values, as a returning visitor would. */
async function visitWith(page: Page, stored: {id: string; dismissed: string}) {
  await gotoHydrated(page);
  await page.evaluate(
    ([idKey, dismissKey, id, dismissed]) => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith(idKey!)) localStorage.setItem(key, id!);
        if (key.startsWith(dismissKey!)) localStorage.setItem(key, dismissed!);
      }
    },
    [ID_KEY, DISMISS_KEY, stored.id, stored.dismissed],
  );
  expect(await storage(page)).toEqual(stored);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test.describe('announcement bar', () => {
  test('is configured with an id and shows on a first visit', async ({page}) => {
    expect(announcement.id).toBe('announcement-bar');
    await gotoHydrated(page);
    await expect(bar(page)).toBeVisible();
    expect(await storage(page)).toEqual({id: announcement.id, dismissed: 'false'});
  });

  test('hides when dismissed, stores the flag "true" and stays hidden on the next page', async ({page}) => {
    await gotoHydrated(page);
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    expect(await storage(page)).toEqual({id: announcement.id, dismissed: 'true'});
    await gotoHydrated(page, 'Terms/privacy');
    await expect(bar(page)).toBeHidden();
  });

  test('shows again when the configured id differs from the stored one', async ({page}) => {
    await visitWith(page, {id: 'spring-sale-2024', dismissed: 'true'});
    await expect(bar(page)).toBeVisible();
    expect(await storage(page)).toEqual({id: announcement.id, dismissed: 'false'});
  });

  test('migrates the old misspelled stored id and keeps the bar dismissed', async ({page}) => {
    await visitWith(page, {id: 'annoucement-bar', dismissed: 'true'});
    expect(await storage(page)).toEqual({id: 'announcement-bar', dismissed: 'true'});
    await expect(bar(page)).toBeHidden();
  });

  test('keeps a dismissed bar hidden before hydration, without a flash', async ({page}) => {
    await visitWith(page, {id: announcement.id, dismissed: 'true'});
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    expect(await bar(page).isVisible()).toBe(false);
  });
});

// The bar's shape at each width comes from the stylesheet's media queries: one page per worker, resized
// from width to width (as layoutFaultsAtWidths does), checks them without a load per width.
const layoutTest = test.extend<{routing: SharedPage}>({
  routing: async ({sharedPages, sites}, use, testInfo) =>
    useSharedPage(sharedPages.open(sites.local, 'Features/Routing'), testInfo, async () => {}, use),
});

test.describe('announcement bar layout', () => {
  for (const width of ANNOUNCEMENT_BAR_WIDTHS) {
    layoutTest(
      `at ${width} px holds its whole text and a 44×44 close button, and fits the screen`,
      async ({routing: {page}}) => {
        await page.setViewportSize({width, height: 800});
        const layout = await bar(page).evaluate((element) => {
          const box = (el: Element) => {
            const {left, right, top, bottom, width, height} = el.getBoundingClientRect();
            return {left, right, top, bottom, width, height};
          };
          const close = element.querySelector('button[aria-label="Close"]')!;
          const text = element.querySelector('a')!.parentElement!;
          return {
            bar: box(element),
            close: box(close),
            text: box(text),
            // Text cut off by its box would scroll: more content than room.
            textOverflow: {x: text.scrollWidth - text.clientWidth, y: text.scrollHeight - text.clientHeight},
            heightVariable: getComputedStyle(document.documentElement)
              .getPropertyValue('--docusaurus-announcement-bar-height')
              .trim(),
            pageWidth: document.documentElement.scrollWidth,
          };
        });
        const inside = (inner: typeof layout.close, outer: typeof layout.bar) =>
          inner.left >= outer.left - 0.5 &&
          inner.right <= outer.right + 0.5 &&
          inner.top >= outer.top - 0.5 &&
          inner.bottom <= outer.bottom + 0.5;

        expect(layout.close.width, 'close button width').toBeGreaterThanOrEqual(44);
        expect(layout.close.height, 'close button height').toBeGreaterThanOrEqual(44);
        expect(inside(layout.close, layout.bar), 'close button inside the bar').toBe(true);
        expect(inside(layout.text, layout.bar), 'text inside the bar').toBe(true);
        expect(layout.textOverflow).toEqual({x: 0, y: 0});
        // The button does not cover the text.
        expect(layout.close.left).toBeGreaterThanOrEqual(layout.text.right - 0.5);
        expect(layout.bar.right).toBeLessThanOrEqual(width);
        expect(layout.pageWidth).toBeLessThanOrEqual(width);
        // Desktop: one 44 px line, the height the doc sidebar reserves; phones: as tall as the wrapped text needs.
        if (width >= 997) {
          expect(layout.bar.height).toBeCloseTo(44, 0);
          expect(layout.heightVariable).toBe('44px');
        } else {
          expect(layout.heightVariable).toBe('auto');
        }
      },
    );
  }
});
