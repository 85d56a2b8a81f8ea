import type {Page, Request} from '@playwright/test';
import {phoneViewport} from '../bench/idleRequests';
import {expect, gotoHydrated, networkQuiet, pageSettled, test} from './support/fixtures';

const GUIDE = 'Features/Completions';

/** Scripts and route data the page requests from now on. */
function recordFetches(page: Page): string[] {
  const urls: string[] = [];
  const record = (request: Request) => {
    if (['script', 'fetch', 'xhr', 'other'].includes(request.resourceType()) || request.url().endsWith('.js'))
      urls.push(request.url());
  };
  page.on('request', record);
  return urls;
}

async function loadGuide(page: Page) {
  await gotoHydrated(page, GUIDE);
  // Let anything the load itself started settle.
  await networkQuiet(page);
}

test.describe('prefetching other pages', () => {
  test.describe('on a phone', () => {
    test.use({...phoneViewport});

    test('does nothing while the reader scrolls through every link of a guide page', async ({page, errors}) => {
      await loadGuide(page);
      const fetched = recordFetches(page);
      // Every link of the page passes through the viewport: upstream Link prefetched each one it saw.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // The intersection observers see the links of this screen before the next scroll.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      }
      await pageSettled(page);
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
      expect(fetched).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('loads the next page’s code when the reader touches its link', async ({page}) => {
      await loadGuide(page);
      const fetched = recordFetches(page);
      await page.locator('a.pagination-nav__link--next').dispatchEvent('touchstart');
      await expect.poll(() => fetched.length).toBeGreaterThan(0);
    });
  });

  test('loads a page’s code on desktop hover, as before, and on keyboard focus', async ({page}) => {
    await loadGuide(page);
    const fetched = recordFetches(page);
    await page.locator('a.pagination-nav__link--next').hover();
    await expect.poll(() => fetched.length).toBeGreaterThan(0);

    const afterHover = fetched.length;
    await page.locator('a.pagination-nav__link--prev').focus();
    await expect.poll(() => fetched.length).toBeGreaterThan(afterHover);
  });
});
