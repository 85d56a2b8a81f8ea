import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {siteUrl, useBrowser} from './support/browser';
import {openSearch, searchInput} from './support/search';

const {newPage} = useBrowser();

const hydrated = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';

describe('not-found page', () => {
  it('answers any unknown path with status 404 and the not-found page', async () => {
    const page = await newPage();
    const response = await page.goto(siteUrl('no/such/page'));
    expect(response?.status()).toBe(404);
    await page.waitForFunction(hydrated);
    expect(await page.locator('h1').innerText()).toBe('Page Not Found');
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
    expect(await page.title()).toBe('Page not found · APIpie docs');
    const ways = page.getByRole('navigation', {name: 'Where to go from here'}).getByRole('link');
    expect(await ways.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Documentation home', '/docs/'],
      ['Search the docs', '/docs/search'],
      ['API reference', '/docs/api/introduction'],
    ]);
  });

  it('shows the not-found page on client-side navigation to an unknown path', async () => {
    const page = await newPage();
    await page.goto(siteUrl());
    await page.waitForFunction(hydrated);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/Features/Does-not-exist');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.locator('h1').innerText()).toBe('Page Not Found');
    await expect.poll(() => page.title()).toBe('Page not found · APIpie docs');
  });
});

describe('legacy .html paths', () => {
  it.each([
    ['Terms/privacy.html', 'Terms/privacy', 'Privacy Policy'],
    ['Terms/privacy/index.html', 'Terms/privacy', 'Privacy Policy'],
    ['index.html', '', 'APIpie documentation'],
    ['blog.html', 'blog', 'Blog'],
  ])('%s is normalised to the plain path', async (legacy, plain, heading) => {
    const page = await newPage();
    await page.goto(siteUrl(legacy));
    await page.waitForURL(siteUrl(plain));
    await page.waitForFunction(hydrated);
    expect(await page.locator('h1').first().innerText()).toBe(heading);
    expect(page.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});

describe('page crash screen', () => {
  // Make one heading of the privacy page throw while rendering, without shipping test code:
  // the page's own content chunk is rewritten on its way to the browser.
  const firstHeading = /^## (.+)$/m.exec(readFileSync('docs/Terms/privacy.md', 'utf8'))![1]!;

  it("shows 'This page crashed', the message and 'Try again', which recovers the page", async () => {
    const page = await newPage();
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
    await page.goto(siteUrl());
    await page.waitForFunction(hydrated);
    await page.evaluate(() => Object.assign(window, {__crashPrivacy: true}));
    await page.locator('footer').getByRole('link', {name: 'Privacy policy'}).click();

    const crashTitle = page.getByRole('heading', {name: 'This page crashed.'});
    await crashTitle.waitFor();
    expect(rewritten).toBeGreaterThan(0);
    expect(await page.getByText('Simulated render failure').isVisible()).toBe(true);

    await page.evaluate(() => Object.assign(window, {__crashPrivacy: false}));
    await page.getByRole('button', {name: 'Try again'}).click();
    await page.getByRole('heading', {level: 1, name: 'Privacy Policy'}).waitFor();
    expect(await crashTitle.count()).toBe(0);
  });
});

describe('navigation', () => {
  it('shows the progress bar while a slow page loads, then scrolls to the top', async () => {
    const page = await newPage();
    await page.goto(siteUrl());
    await page.waitForFunction(hydrated);
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', {name: 'API agreement'}).click();
    await page.locator('#nprogress .bar').waitFor({state: 'attached'});
    await page.getByRole('heading', {level: 1, name: 'API Agreement'}).waitFor();
    await page.locator('#nprogress').waitFor({state: 'detached'});
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('scrolls to the hash target of a link', async () => {
    const page = await newPage();
    await page.goto(siteUrl());
    await page.waitForFunction(hydrated);
    await page.locator('.table-of-contents a', {hasText: 'Getting help'}).click();
    await page.waitForURL(/#getting-help$/);
    await expect
      .poll(() => page.locator('#getting-help').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
  });
});

describe('table of contents', () => {
  it('lists exactly the h2 and h3 headings, each with an anchor link', async () => {
    const page = await newPage();
    await page.goto(siteUrl('Terms/api-agree'));
    const headings = await page.locator('article :is(h2, h3, h4)[id]').evaluateAll((els) =>
      els.map((el) => ({level: el.tagName, id: el.id, anchor: el.querySelector('a.hash-link')?.getAttribute('href')})),
    );
    const tocHrefs = await page.locator('.table-of-contents a').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    const expected = headings.filter((h) => h.level === 'H2' || h.level === 'H3').map((h) => `#${h.id}`);
    expect(headings.some((h) => h.level === 'H3')).toBe(true);
    expect(tocHrefs).toEqual(expected);
    for (const heading of headings) expect(heading.anchor).toBe(`#${heading.id}`);
  });
});

describe('browser storage failure', () => {
  // Browsers that block site data throw on any access to localStorage (spec: logged and ignored).
  it('renders pages and search when localStorage throws', async () => {
    const page = await newPage();
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
    await page.goto(siteUrl());
    await page.waitForFunction(hydrated);
    expect(await page.locator('h1').first().innerText()).toBe('APIpie documentation');
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);

    await openSearch(page);
    await searchInput(page).fill('privacy policy');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');

    await page.locator('footer').getByRole('link', {name: 'Privacy policy'}).click();
    await page.getByRole('heading', {level: 1, name: 'Privacy Policy'}).waitFor();
    expect(page.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
