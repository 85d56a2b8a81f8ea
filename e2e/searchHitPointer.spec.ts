import type {Locator, Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './support/fixtures';
import {launchChromium} from '../test/support/chromium';
import {openSearch, searchFor, shownHits} from './support/search';

const modal = (page: Page) => page.locator('.DocSearch-Modal');

/**
 * The browser window that shows a page (Chromium's DevTools protocol): a new tab shares its opener's, a new window has
 * its own.
 */
async function windowOf(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  const {windowId} = await session.send('Browser.getWindowForTarget');
  await session.detach();
  return windowId;
}

/** Ctrl+click and the middle button open a hit in a new tab of the page's window, Shift+click in a new window. */
async function opensTabsAndWindows(page: Page): Promise<void> {
  await gotoHydrated(page);
  const ownWindow = await windowOf(page);
  const opened = async (click: (hit: Locator) => Promise<void>) => {
    await openSearch(page);
    await searchFor(page, 'privacy policy');
    const href = (await shownHits(page))[0]!.href;
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      click(page.locator('.DocSearch-Hit a').first()),
    ]);
    await tab.waitForLoadState();
    const result = {url: new URL(tab.url()).pathname, href, newWindow: (await windowOf(tab)) !== ownWindow};
    await tab.close();
    if (await modal(page).count()) await page.keyboard.press('Escape');
    return result;
  };
  const newTab: [string, (hit: Locator) => Promise<void>][] = [
    ['Ctrl+click', (hit) => hit.click({modifiers: ['Control']})],
    ['middle button', (hit) => hit.click({button: 'middle'})],
  ];
  for (const [name, click] of newTab) {
    const tab = await opened(click);
    expect(tab.href, name).toMatch(/^\/docs\//);
    expect(tab.url, name).toBe(tab.href);
    expect(tab.newWindow, name).toBe(false);
  }
  const window = await opened((hit) => hit.click({modifiers: ['Shift']}));
  expect(window.href).toMatch(/^\/docs\//);
  expect(window.url).toBe(window.href);
  expect(window.newWindow).toBe(true);
}

/**
 * A hit is a real link (`<a href>` that is also the listbox's option): a
 * plain click is Docusaurus' client-side navigation, every other click is the
 * browser's own. These tests hold both to what a link does.
 */
test.describe('following a hit with the pointer', () => {
  test('a click follows the hit inside the app and closes the modal', async ({page, errors, site}) => {
    await gotoHydrated(page);
    await page.evaluate(() => ((window as unknown as {marker: string}).marker = 'same document'));
    await openSearch(page);
    await searchFor(page, 'mem_expire');
    const target = (await shownHits(page))[0]!.href;
    expect(target).toMatch(/^\/docs\//);
    await page.locator('.DocSearch-Hit a').first().click();
    await page.waitForURL(site.url(target.replace('/docs/', '')));
    await expect(modal(page)).toHaveCount(0);
    // A client-side navigation keeps the document.
    expect(await page.evaluate(() => (window as unknown as {marker: string}).marker)).toBe('same document');
    expect(errors).toEqual([]);
  });

  test('Ctrl+click and the middle button open the hit in a new tab, Shift+click in a new window', async ({site}) => {
    // Tabs and windows are the browser's own UI, which the headless shell the other tests run on does not have
    // (every page it opens is a window of its own): this test runs in the full Chromium.
    const browser = await launchChromium();
    try {
      await opensTabsAndWindows(await browser.newPage({baseURL: site.url()}));
    } finally {
      await browser.close();
    }
  });

  test("a right click reaches the browser on the link, so its menu offers the hit's url", async ({page}) => {
    await gotoHydrated(page);
    await openSearch(page);
    await searchFor(page, 'privacy policy');
    const href = (await shownHits(page))[0]!.href;
    // Playwright cannot open the browser's own context menu; what decides its link items is the event it gets.
    const menu = page.evaluate(
      () =>
        new Promise<{prevented: boolean; link: string | null}>((resolve) =>
          window.addEventListener(
            'contextmenu',
            (event) =>
              setTimeout(() =>
                resolve({
                  prevented: event.defaultPrevented,
                  link: (event.target as Element).closest('a[href]')?.getAttribute('href') ?? null,
                }),
              ),
            {once: true},
          ),
        ),
    );
    await page.locator('.DocSearch-Hit a').first().click({button: 'right'});
    expect(await menu).toEqual({prevented: false, link: href});
    await expect(modal(page)).toBeVisible();
  });
});
