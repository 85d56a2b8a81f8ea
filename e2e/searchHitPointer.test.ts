import {describe, expect, it} from 'vitest';
import {siteUrl, useBrowser} from './support/browser';
import {hydrated, openSearch, searchFor, shownHits} from './support/search';

const {newPage} = useBrowser();

/**
 * A hit is an anchor without href inside DocSearch's option (an option may
 * hold no link), so what a link would do on a click is the site's code:
 * these tests hold it to that.
 */
describe('following a hit with the pointer', () => {
  it('a click follows the hit inside the app and closes the modal', async () => {
    const page = await newPage();
    await page.goto(siteUrl());
    await page.waitForFunction(hydrated);
    await page.evaluate(() => ((window as unknown as {marker: string}).marker = 'same document'));
    await openSearch(page);
    await searchFor(page, 'mem_expire');
    const target = (await shownHits(page))[0]!.href;
    expect(target).toMatch(/^\/docs\//);
    await page.locator('.DocSearch-Hit a').first().click();
    await page.waitForURL(siteUrl(target.replace('/docs/', '')));
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {marker: string}).marker)).toBe('same document');
    expect(page.errors).toEqual([]);
  });

  it('Ctrl+click and the middle button open the hit in a new tab, Shift+click in a new window', async () => {
    const page = await newPage();
    await page.goto(siteUrl());
    await page.waitForFunction(hydrated);
    const opened = async (click: (hit: ReturnType<typeof page.locator>) => Promise<void>) => {
      await openSearch(page);
      await searchFor(page, 'privacy policy');
      const href = (await shownHits(page))[0]!.href;
      const [tab] = await Promise.all([page.context().waitForEvent('page'), click(page.locator('.DocSearch-Hit a').first())]);
      await tab.waitForLoadState();
      const result = {url: new URL(tab.url()).pathname, href, popup: !(await tab.evaluate(() => window.locationbar.visible))};
      await tab.close();
      if (await page.locator('.DocSearch-Modal').count()) await page.keyboard.press('Escape');
      return result;
    };
    for (const [name, click] of [
      ['Ctrl+click', (hit) => hit.click({modifiers: ['Control']})],
      ['middle button', (hit) => hit.click({button: 'middle'})],
    ] as const satisfies readonly (readonly [string, Parameters<typeof opened>[0]])[]) {
      const tab = await opened(click);
      expect({name, url: tab.url, popup: tab.popup}).toEqual({name, url: tab.href, popup: false});
    }
    const popup = await opened((hit) => hit.click({modifiers: ['Shift']}));
    expect({url: popup.url, popup: popup.popup}).toEqual({url: popup.href, popup: true});
  });
});
