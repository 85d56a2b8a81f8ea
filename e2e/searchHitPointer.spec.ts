import type {Locator, Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './support/fixtures';
import {openSearch, searchFor, shownHits} from './support/search';

const modal = (page: Page) => page.locator('.DocSearch-Modal');

/**
 * A hit is an anchor without href inside DocSearch's option (an option may
 * hold no link), so what a link would do on a click is the site's code:
 * these tests hold it to that.
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

  test('Ctrl+click and the middle button open the hit in a new tab, Shift+click in a new window', async ({page}) => {
    await gotoHydrated(page);
    const opened = async (click: (hit: Locator) => Promise<void>) => {
      await openSearch(page);
      await searchFor(page, 'privacy policy');
      const href = (await shownHits(page))[0]!.href;
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        click(page.locator('.DocSearch-Hit a').first()),
      ]);
      await tab.waitForLoadState();
      const result = {
        url: new URL(tab.url()).pathname,
        href,
        popup: !(await tab.evaluate(() => window.locationbar.visible)),
      };
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
      expect(tab.popup, name).toBe(false);
    }
    const popup = await opened((hit) => hit.click({modifiers: ['Shift']}));
    expect(popup.href).toMatch(/^\/docs\//);
    expect(popup.url).toBe(popup.href);
    expect(popup.popup).toBe(true);
  });
});
