import type {Request} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {phoneViewport} from '../scripts/bench/idleRequests';
import {siteUrl, useBrowser, type TrackedPage} from './support/browser';
import {hydrated} from './support/search';

const {newPage} = useBrowser();

const GUIDE = 'Features/Completions';

/** Scripts and route data the page requests from now on. */
function recordFetches(page: TrackedPage): string[] {
  const urls: string[] = [];
  const record = (request: Request) => {
    if (['script', 'fetch', 'xhr', 'other'].includes(request.resourceType()) || request.url().endsWith('.js')) urls.push(request.url());
  };
  page.on('request', record);
  return urls;
}

async function loadGuide(page: TrackedPage) {
  await page.goto(siteUrl(GUIDE));
  await page.waitForFunction(hydrated);
  // Let anything the load itself started settle.
  await page.waitForLoadState('networkidle');
}

describe('prefetching other pages', () => {
  it('does nothing on a phone while the reader scrolls through every link of a guide page', async () => {
    const page = await newPage({...phoneViewport});
    await loadGuide(page);
    const fetched = recordFetches(page);
    // Every link of the page passes through the viewport: upstream Link prefetched each one it saw.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(1_500);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    expect(fetched).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('loads the next page’s code when the reader touches its link', async () => {
    const page = await newPage({...phoneViewport});
    await loadGuide(page);
    const fetched = recordFetches(page);
    await page.locator('a.pagination-nav__link--next').dispatchEvent('touchstart');
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
  });

  it('loads a page’s code on desktop hover, as before, and on keyboard focus', async () => {
    const page = await newPage();
    await loadGuide(page);
    const fetched = recordFetches(page);
    await page.locator('a.pagination-nav__link--next').hover();
    await expect.poll(() => fetched.length).toBeGreaterThan(0);

    const afterHover = fetched.length;
    await page.locator('a.pagination-nav__link--prev').focus();
    await expect.poll(() => fetched.length).toBeGreaterThan(afterHover);
  });
});
