import {expect, gotoHydrated, test} from './support/fixtures';

test.describe('navbar', () => {
  test('links the logo to the product home and has Docs, Blog and Announcements', async ({page, site}) => {
    await page.goto('Terms/privacy');
    const nav = page.locator('nav.navbar');
    await expect(nav.locator('a.navbar__brand')).toHaveAttribute('href', 'https://apipie.ai');
    await expect(nav.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/');
    await expect(nav.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/docs/blog');
    await expect(nav.getByRole('link', {name: 'Announcements', exact: true})).toHaveAttribute(
      'href',
      '/docs/announcements',
    );
    await nav.getByRole('link', {name: 'Blog', exact: true}).click();
    await page.waitForURL(site.url('blog'));
    await expect(page.locator('h1, h2').first()).toBeVisible();
  });

  test('hides when scrolling down and shows when scrolling up', async ({page}) => {
    await gotoHydrated(page, 'Terms/api-agree');
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

  test('is the desktop layout at 997 px and the mobile layout at 996 px', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await gotoHydrated(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeHidden();
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true})).toBeVisible();

    await page.setViewportSize({width: 996, height: 800});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items .navbar__item', {hasText: 'Blog'}).first()).toBeHidden();
  });

  test('closes the open mobile menu when the window grows to desktop', async ({page}) => {
    await page.setViewportSize({width: 800, height: 800});
    await gotoHydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Announcements'})).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('nav.navbar-sidebar--show')).toHaveCount(0);
    await expect(sidebar).toBeHidden();
  });
});

test.describe('footer', () => {
  test('links the terms, the API reference, both blogs, social channels and support mail', async ({page}) => {
    await page.goto('');
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
