import {describe, expect, it} from 'vitest';
import {siteUrl, useBrowser} from './support/browser';

const {newPage} = useBrowser();

const hydrated = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';

describe('navbar', () => {
  it('links the logo to the product home and has Docs, Blog and Announcements', async () => {
    const page = await newPage();
    await page.goto(siteUrl('Terms/privacy'));
    const nav = page.locator('nav.navbar');
    expect(await nav.locator('a.navbar__brand').getAttribute('href')).toBe('https://apipie.ai');
    expect(await nav.getByRole('link', {name: 'Docs', exact: true}).getAttribute('href')).toBe('/docs/');
    expect(await nav.getByRole('link', {name: 'Blog', exact: true}).getAttribute('href')).toBe('/docs/blog');
    expect(await nav.getByRole('link', {name: 'Announcements', exact: true}).getAttribute('href')).toBe(
      '/docs/announcements',
    );
    await nav.getByRole('link', {name: 'Blog', exact: true}).click();
    await page.waitForURL(siteUrl('blog'));
    expect(await page.locator('h1, h2').first().isVisible()).toBe(true);
  });

  it('hides when scrolling down and shows when scrolling up', async () => {
    const page = await newPage();
    await page.goto(siteUrl('Terms/api-agree'));
    await page.waitForFunction(hydrated);
    const nav = page.locator('nav.navbar');
    const navTop = () => nav.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await navTop()).toBeGreaterThan(0);
    await page.mouse.move(600, 400);
    // Several small steps, like a real wheel: the navbar reacts to the scroll direction.
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 250);
    await expect.poll(navTop).toBeLessThanOrEqual(0);
    for (let i = 0; i < 2; i += 1) await page.mouse.wheel(0, -150);
    await expect.poll(navTop).toBeGreaterThan(0);
  });

  it('is the desktop layout at 997 px and the mobile layout at 996 px', async () => {
    const page = await newPage({viewport: {width: 997, height: 800}});
    await page.goto(siteUrl());
    await page.waitForFunction(hydrated);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    expect(await toggle.isVisible()).toBe(false);
    expect(await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).isVisible()).toBe(true);

    await page.setViewportSize({width: 996, height: 800});
    await expect.poll(() => toggle.isVisible()).toBe(true);
    expect(await page.locator('.navbar__items .navbar__item', {hasText: 'Blog'}).first().isVisible()).toBe(false);
  });

  it('closes the open mobile menu when the window grows to desktop', async () => {
    const page = await newPage({viewport: {width: 800, height: 800}});
    await page.goto(siteUrl());
    await page.waitForFunction(hydrated);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await page.locator('.navbar-sidebar').getByRole('link', {name: 'Announcements'}).isVisible()).toBe(true);
    await page.setViewportSize({width: 1200, height: 800});
    await expect.poll(() => page.locator('nav.navbar-sidebar--show').count()).toBe(0);
    await expect.poll(() => sidebar.isVisible()).toBe(false);
  });
});

describe('footer', () => {
  it('links the terms, the API reference, both blogs, social channels and support mail', async () => {
    const page = await newPage();
    await page.goto(siteUrl());
    const hrefs = await page.locator('footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/docs/Terms/api-agree',
        '/docs/api/introduction',
        '/docs/blog',
        '/docs/announcements',
        'https://discord.gg/Xky8bqP2CF',
        'https://github.com/neuronic-ai',
        'mailto:support@neuronic.ai',
      ]),
    );
  });
});
