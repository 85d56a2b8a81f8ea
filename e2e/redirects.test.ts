import {describe, expect, it} from 'vitest';
import {redirects} from '../config/redirects';
import {siteUrl, useBrowser} from './support/browser';
import {get} from './support/http';
import {routesFixture} from './support/routes';

const {newPage} = useBrowser();

/** True when the server answers a path relative to /docs with a page (not a redirect or the not-found page). */
async function isRealPage(relative: string): Promise<boolean> {
  return (await get(siteUrl(relative))).status === 200;
}

describe('redirect table', () => {
  it.each(redirects.map((r) => [r.from, r.to]))('%s leads a browser to %s', async (from, to) => {
    const page = await newPage();
    await page.goto(siteUrl(from));
    await page.waitForURL(siteUrl(to));
    expect(await page.locator('h1').count()).toBe(1);
  });

  it('contains every fixture redirect whose target page exists', async () => {
    const missing: string[] = [];
    for (const [from, to] of Object.entries(routesFixture.redirects)) {
      if (!(await isRealPage(to))) continue;
      if (!redirects.some((r) => r.from === from && r.to === to)) missing.push(`${from} -> ${to}`);
    }
    expect(missing).toEqual([]);
  });
});
