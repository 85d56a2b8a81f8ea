import {readFileSync} from 'node:fs';
import type {Route} from '@playwright/test';
import {expect, expectHydrated, gotoHydrated, test} from './support/fixtures';
import {openSearch, searchInput} from './support/search';

test.describe('not-found page', () => {
  test('answers any unknown path with status 404 and the not-found page', async ({page}) => {
    const response = await page.goto('no/such/page');
    expect(response?.status()).toBe(404);
    await expectHydrated(page);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page).toHaveTitle('Page not found · APIpie docs');
    const ways = page.getByRole('navigation', {name: 'Where to go from here'}).getByRole('link');
    expect(await ways.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Documentation home', '/docs/'],
      ['Search the docs', '/docs/search'],
      ['API reference', '/docs/api/introduction'],
    ]);
  });

  test('shows the not-found page on client-side navigation to an unknown path', async ({page}) => {
    await gotoHydrated(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/Features/Does-not-exist');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page not found · APIpie docs');
  });
});

test.describe('legacy .html paths', () => {
  for (const [legacy, plain, heading] of [
    ['Terms/privacy.html', 'Terms/privacy', 'Privacy Policy'],
    ['Terms/privacy/index.html', 'Terms/privacy', 'Privacy Policy'],
    ['index.html', '', 'APIpie documentation'],
    ['blog.html', 'blog', 'Blog'],
  ]) {
    test(`${legacy} is normalised to the plain path`, async ({page, errors, site}) => {
      await page.goto(legacy!);
      await page.waitForURL(site.url(plain));
      await expectHydrated(page);
      await expect(page.locator('h1').first()).toHaveText(heading!);
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    });
  }
});

test.describe('page crash screen', () => {
  // Make one heading of the privacy page throw while rendering, without shipping test code:
  // the page's own content chunk is rewritten on its way to the browser.
  const firstHeading = /^## (.+)$/m.exec(readFileSync('docs/Terms/privacy.md', 'utf8'))![1]!;

  test("shows 'This page crashed', the message and 'Try again', which recovers the page", async ({page}) => {
    let rewritten = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      const literal = `children:${JSON.stringify(firstHeading)}`;
      if (body.includes(literal)) {
        rewritten += 1;
        body = body.replace(
          literal,
          `children:(()=>{if(window.__crashPrivacy)throw new Error("Simulated render failure");return ${JSON.stringify(firstHeading)}})()`,
        );
      }
      await route.fulfill({response, body});
    });
    await gotoHydrated(page);
    await page.evaluate(() => Object.assign(window, {__crashPrivacy: true}));
    await page.locator('footer').getByRole('link', {name: 'Privacy policy'}).click();

    const crashTitle = page.getByRole('heading', {name: 'This page crashed.'});
    await expect(crashTitle).toBeVisible();
    expect(rewritten).toBeGreaterThan(0);
    await expect(page.getByText('Simulated render failure')).toBeVisible();

    await page.evaluate(() => Object.assign(window, {__crashPrivacy: false}));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Privacy Policy'})).toBeVisible();
    await expect(crashTitle).toHaveCount(0);
  });
});

test.describe('navigation', () => {
  test('shows the progress bar while a slow page loads, then scrolls to the top', async ({page}) => {
    await gotoHydrated(page);
    // A slow network: the next page's scripts are held until the bar has shown, however fast the machine is.
    const held: Route[] = [];
    let released = false;
    await page.route('**/assets/js/*.js', (route) => (released ? route.continue() : void held.push(route)));
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', {name: 'API agreement'}).click();
    await expect(page.locator('#nprogress .bar')).toHaveCount(1);
    released = true;
    for (const route of held) await route.continue();
    await expect(page.getByRole('heading', {level: 1, name: 'API Agreement'})).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('scrolls to the hash target of a link', async ({page}) => {
    await gotoHydrated(page);
    await page.locator('.table-of-contents a', {hasText: 'Getting help'}).click();
    await page.waitForURL(/#getting-help$/);
    await expect
      .poll(() => page.locator('#getting-help').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
  });
});

test.describe('table of contents', () => {
  test('lists exactly the h2 and h3 headings, each with an anchor link', async ({page}) => {
    await page.goto('Terms/api-agree');
    // The content's headings: the feedback question below the content is a heading of the page, not of the TOC.
    const headings = await page.locator('article .markdown :is(h2, h3, h4)[id]').evaluateAll((els) =>
      els.map((el) => ({
        level: el.tagName,
        id: el.id,
        anchor: el.querySelector('a.hash-link')?.getAttribute('href'),
      })),
    );
    const tocHrefs = await page
      .locator('.table-of-contents a')
      .evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    const expected = headings.filter((h) => h.level === 'H2' || h.level === 'H3').map((h) => `#${h.id}`);
    expect(headings.some((h) => h.level === 'H3')).toBe(true);
    expect(tocHrefs).toEqual(expected);
    for (const heading of headings) expect(heading.anchor).toBe(`#${heading.id}`);
  });
});

test.describe('browser storage failure', () => {
  // Browsers that block site data throw on any access to localStorage (spec: logged and ignored).
  test('renders pages and search when localStorage throws', async ({page, errors}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      }
    });
    await gotoHydrated(page);
    await expect(page.locator('h1').first()).toHaveText('APIpie documentation');
    await expect(page.locator('nav.navbar')).toBeVisible();

    await openSearch(page);
    await searchInput(page).fill('privacy policy');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.locator('footer').getByRole('link', {name: 'Privacy policy'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Privacy Policy'})).toBeVisible();
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
