import AxeBuilder from '@axe-core/playwright';
import {XMLParser} from 'fast-xml-parser';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {recordCspViolations, siteUrl, useBrowser} from './support/browser';
import {routesFixture} from './support/routes';

const {newPage} = useBrowser();

/** Every page the sitemap lists, as a path relative to /docs/. */
type SitemapUrl = {loc: string; changefreq: string; priority: number};

function sitemapUrls(): SitemapUrl[] {
  const xml = readFileSync(path.join(inject('buildDir'), 'sitemap.xml'), 'utf8');
  const parsed = new XMLParser().parse(xml) as {urlset: {url: SitemapUrl | SitemapUrl[]}};
  return ([] as SitemapUrl[]).concat(parsed.urlset.url);
}

function sitemapPaths(): string[] {
  return sitemapUrls().map(({loc}) => {
    const {pathname} = new URL(loc);
    expect(pathname.startsWith('/docs')).toBe(true);
    return pathname.replace(/^\/docs\/?/, '');
  });
}

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
  // The nginx config's Content-Security-Policy applies; each page is also loaded from the
  // hosted-search build, whose policy differs, so both modes are crawled in one pass.
  it.concurrent.each(paths.map((p) => [`/docs/${p}`, p]))(
    '%s answers 200 with one h1, no console errors, no axe violations and no CSP violations in either search mode',
    async (_label, relative) => {
      const page = await newPage();
      const cspViolations = await recordCspViolations(page);
      const response = await page.goto(siteUrl(relative));
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
      expect(await cspViolations()).toEqual([]);
      expect(await page.locator('h1').count()).toBe(1);
      const {violations} = await new AxeBuilder({page}).options({resultTypes: ['violations']}).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
        [],
      );
      expect(page.errors).toEqual([]);
      await page.context().close();
      expect(await hostedCspViolations(relative)).toEqual([]);
    },
    // Two page loads (both search modes) per test: twice the file's default timeout.
    120_000,
  );
});
