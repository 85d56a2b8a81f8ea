import {contrastRatio} from './support/axe';
import {expect, expectHydrated, gotoHydrated, test} from './support/fixtures';

test.describe('colour mode', () => {
  test.describe('with a system that prefers light', () => {
    test.use({colorScheme: 'light'});

    test('is dark', async ({page, errors}) => {
      await page.goto('');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Wait for hydration, then check again: React must not flip it back.
      await expectHydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // What the reader sees: a near-black page, its text readable against it.
      const [background, text] = await page
        .locator('body')
        .evaluate((body) => [getComputedStyle(body).backgroundColor, getComputedStyle(body).color]);
      expect(contrastRatio(background!, 'rgb(0, 0, 0)')).toBeLessThan(1.5);
      expect(contrastRatio(text!, background!)).toBeGreaterThanOrEqual(7);
      expect(errors).toEqual([]);
    });
  });

  test('offers no colour mode switch', async ({page}) => {
    await gotoHydrated(page);
    await expect(page.locator('button[class*="toggleButton"]')).toHaveCount(0);
    await expect(page.getByRole('button', {name: /dark mode|light mode|system mode/i})).toHaveCount(0);
  });

  test('serves the site settings: language, direction, title and favicon', async ({page}) => {
    await page.goto('');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(/APIpie/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/docs/img/favicon.svg');
    const res = await page.request.get('img/favicon.svg');
    expect(res.status()).toBe(200);
  });
});
