import {afterAll, describe, expect, inject, it} from 'vitest';
import {axeViolations} from './support/axe';
import {recordCspViolations, siteUrl, useBrowser} from './support/browser';
import {LAYOUT_WIDTHS, layoutFaultsAtWidths} from './support/layout';
import {routesFixture} from './support/routes';
import {sitemapPaths, sitemapUrls} from './support/sitemap';

const {newPage} = useBrowser();

// Every route group of routes.json; /search comes with the search page.
const deliveredRouteGroups = Object.keys(routesFixture.routes).filter((group) => group !== 'search');

describe('sitemap crawl', () => {
  const paths = sitemapPaths();

  it('marks every URL daily with priority 0.5', () => {
    for (const url of sitemapUrls()) {
      expect({loc: url.loc, changefreq: url.changefreq, priority: url.priority}).toEqual({
        loc: url.loc,
        changefreq: 'daily',
        priority: 0.5,
      });
    }
  });

  it.each(deliveredRouteGroups)('lists every route of the %s group of routes.json', (group) => {
    const routes = routesFixture.routes[group]!;
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(paths).toContain(route.replace(/^\//, ''));
  });

  it('lists the pages of the site', () => {
    expect(paths).toContain('');
    expect(paths).toContain('Terms/privacy');
    expect(paths).toContain('blog');
    expect(paths.length).toBeGreaterThan(10);
  });

  // Wall time of the page checks, and the part the layout checks add, printed at the end.
  const timing = {started: 0, pages: 0, layoutMs: 0};
  afterAll(() => {
    if (timing.pages === 0) return;
    const seconds = (performance.now() - timing.started) / 1000;
    const layoutPerPage = timing.layoutMs / timing.pages;
    console.log(
      `crawl: ${timing.pages} pages in ${seconds.toFixed(1)} s; the layout check at ${LAYOUT_WIDTHS.length} widths took ${layoutPerPage.toFixed(0)} ms a page`,
    );
  });

  /** Loads a page of the hosted-search build and returns its CSP violations; other origins are cut off. */
  async function hostedCspViolations(relative: string): Promise<string[]> {
    const hostedUrl = new URL(relative, inject('hostedSiteUrl')).toString();
    const page = await newPage({}, hostedUrl);
    await page.route((url) => url.origin !== new URL(hostedUrl).origin, (route) => route.abort('blockedbyclient'));
    const violations = await recordCspViolations(page);
    expect((await page.goto(hostedUrl))?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    const found = await violations();
    await page.context().close();
    return found;
  }

  // Pages are independent: check a few at once (maxConcurrency in e2e/vitest.config.ts).
  // Each page loads once: axe runs at the default width, then the same page is resized for the layout check.
  it.concurrent.each(paths.map((p) => [`/docs/${p}`, p]))(
    `%s answers 200 with one h1, no console errors, no axe violations, no CSP violations in either search mode, and fits ${LAYOUT_WIDTHS.join('/')} px`,
    async (_label, relative) => {
      timing.started ||= performance.now();
      const page = await newPage();
      const cspViolations = await recordCspViolations(page);
      const response = await page.goto(siteUrl(relative));
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
      expect(await cspViolations()).toEqual([]);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      const layoutStarted = performance.now();
      // Each fault names the width, the element and where it reaches; the test's name is the page.
      expect(await layoutFaultsAtWidths(page)).toEqual([]);
      timing.layoutMs += performance.now() - layoutStarted;
      timing.pages += 1;
      expect(page.errors).toEqual([]);
      await page.context().close();
      expect(await hostedCspViolations(relative)).toEqual([]);
    },
    // Two page loads (both search modes) per test: twice the file's default timeout.
    120_000,
  );
});
