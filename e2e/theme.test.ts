import {describe, expect, it} from 'vitest';
import {siteUrl, useBrowser} from './support/browser';

const {newPage} = useBrowser();

describe('colour mode', () => {
  it('is dark even when the system prefers light', async () => {
    const page = await newPage({colorScheme: 'light'});
    await page.goto(siteUrl());
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    // Wait for hydration, then check again: React must not flip it back.
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(page.errors).toEqual([]);
  });

  it('offers no colour mode switch', async () => {
    const page = await newPage();
    await page.goto(siteUrl());
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    expect(await page.locator('button[class*="toggleButton"]').count()).toBe(0);
    expect(await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).count()).toBe(0);
  });

  it('serves the site settings: language, direction, title and favicon', async () => {
    const page = await newPage();
    await page.goto(siteUrl());
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.title()).toContain('APIpie');
    const favicon = await page.getAttribute('link[rel="icon"]', 'href');
    expect(favicon).toBe('/docs/img/favicon.svg');
    const res = await page.request.get(siteUrl('img/favicon.svg'));
    expect(res.status()).toBe(200);
  });
});
