import {readFile} from 'node:fs/promises';
import {describe, expect, inject, it} from 'vitest';
import {redirects} from '../config/redirects';
import {resolveFile} from '../scripts/lib/staticServer';
import {siteUrl, useBrowser} from './support/browser';
import {routesFixture} from './support/routes';

const {newPage} = useBrowser();

/** True when the built site has a real page (not a redirect stub) at a path relative to /docs. */
async function isRealPage(relative: string): Promise<boolean> {
  const file = await resolveFile(inject('buildDir'), '/docs/', `/docs${relative}`);
  if (file === null) return false;
  return !(await readFile(file, 'utf8')).includes('http-equiv="refresh"');
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
