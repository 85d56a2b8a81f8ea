import type {Browser, Page} from '@playwright/test';
import {API_PAGES_AXED_AS_SERVED} from './support/apiPages';
import {axeViolations} from './support/axe';
import {CONTENT_SELECTOR, planAxe} from './support/axePlan';
import {hydratedContentShape, servedContentShape} from './support/contentShape';
import {recordCspViolations} from './support/csp';
import {test as base, expect, expectHydrated, gotoHydrated, trackErrors, type ServedSite} from './support/fixtures';
import {LAYOUT_WIDTHS, layoutFaultsAtWidths} from './support/layout';
import {get} from './support/http';
import {routesFixture} from './support/routes';
import {servedPageFaults} from './support/servedPage';
import {LOCAL_BUILD_DIR} from './support/servedBuilds';
import {sitemapPaths, sitemapUrls} from './support/sitemap';
import {cspHash} from '../plugins/server-config/inlineSources';
import {FULL_RUN_TAG, sourceTag, suiteScope} from '../scripts/lib/suiteScope';

// Every route group of routes.json; /search comes with the search page.
const deliveredRouteGroups = Object.keys(routesFixture.routes).filter((group) => group !== 'search');

const paths = sitemapPaths(LOCAL_BUILD_DIR);

// What axe checks on which page, and the sample of pages a change run opens in the browser: the browser
// checks of every other page are tagged FULL_RUN_TAG, which playwright.config.ts leaves to the full run, and
// with their page's source, which a change run that touches it selects (scripts/lib/suiteScope.ts).
const axePlan = planAxe(
  LOCAL_BUILD_DIR,
  paths,
  new Map([
    ...API_PAGES_AXED_AS_SERVED.map((page): [string, string] => [
      page,
      'apiReference.spec.ts (as served, every disclosure open)',
    ]),
    [
      'Models/Catalogue',
      'modelCatalogue.spec.ts (a filtered view with every rule; all rows, contrast aside, in a full run)',
    ],
  ]),
);

/** One tab per worker and search mode, reused from page to page: its cache keeps the shared bundles warm. */
type Crawler = {page: Page; errors: string[]; cspViolations: () => Promise<string[]>};

async function openCrawler(browser: Browser, site: ServedSite): Promise<Crawler> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const errors = trackErrors(page, site.origin);
  const cspViolations = await recordCspViolations(page);
  return {page, errors, cspViolations};
}

/**
 * Per worker: the wall time of the page checks, the pages opened in the browser, and the parts axe and the layout
 * checks take.
 */
type CrawlTiming = {
  started: number;
  pages: number;
  browserPages: number;
  axePages: number;
  axeMs: number;
  layoutMs: number;
};

const test = base.extend<object, {localCrawler: Crawler; hostedCrawler: Crawler; crawlTiming: CrawlTiming}>({
  // Printed when the worker stops, not in an afterAll hook: a hook would make Playwright split the
  // parallel pages into one fixed half per worker up front, and the half with more axe pages would
  // run on alone at the end. Without one, each page is a job of its own that either worker takes.
  crawlTiming: [
    async ({}, use) => {
      const timing: CrawlTiming = {started: 0, pages: 0, browserPages: 0, axePages: 0, axeMs: 0, layoutMs: 0};
      await use(timing);
      if (timing.pages === 0) return;
      const seconds = (performance.now() - timing.started) / 1000;
      console.log(
        `crawl (one worker): ${timing.pages} pages in ${seconds.toFixed(1)} s, ${timing.browserPages} of them opened in the browser; ` +
          `axe on ${timing.axePages}, ${(timing.axeMs / Math.max(1, timing.axePages)).toFixed(0)} ms a page; ` +
          `the layout check ${(timing.layoutMs / Math.max(1, timing.browserPages)).toFixed(0)} ms a page (${suiteScope} run)`,
      );
    },
    {scope: 'worker'},
  ],
  localCrawler: [
    async ({browser, sites}, use) => {
      const crawler = await openCrawler(browser, sites.local);
      await use(crawler);
      await crawler.page.context().close();
    },
    {scope: 'worker'},
  ],
  hostedCrawler: [
    async ({browser, sites}, use) => {
      const crawler = await openCrawler(browser, sites.hosted);
      // Algolia cannot be reached from tests: other origins are cut off, and only CSP is checked in this mode.
      await crawler.page.route(
        (url) => url.origin !== sites.hosted.origin,
        (route) => route.abort('blockedbyclient'),
      );
      await use(crawler);
      await crawler.page.context().close();
    },
    {scope: 'worker'},
  ],
});

/** Loads a page with a reused tab and waits for hydration; returns the status. */
async function visit(crawler: Crawler, url: string): Promise<number | undefined> {
  crawler.errors.length = 0;
  const response = await crawler.page.goto(url);
  await expectHydrated(crawler.page);
  return response?.status();
}

test.describe('sitemap', () => {
  test('marks every URL daily with priority 0.5', () => {
    for (const url of sitemapUrls(LOCAL_BUILD_DIR)) {
      expect({loc: url.loc, changefreq: url.changefreq, priority: url.priority}).toEqual({
        loc: url.loc,
        changefreq: 'daily',
        priority: 0.5,
      });
    }
  });

  for (const group of deliveredRouteGroups) {
    test(`lists every route of the ${group} group of routes.json`, () => {
      const routes = routesFixture.routes[group]!;
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) expect(paths).toContain(route.replace(/^\//, ''));
    });
  }

  test('lists the pages of the site', () => {
    expect(paths).toContain('');
    expect(paths).toContain('Terms/privacy');
    expect(paths).toContain('blog');
    expect(paths.length).toBeGreaterThan(10);
  });

  test('picks the pages axe checks from the built HTML: a whole page of every template, and the content of every page with markup of its own', () => {
    console.log(axePlan.summary.join('\n'));
    // A page's source, which tags its browser checks: a change run that touches it selects them.
    const sourceOf = (relative: string) => axePlan.pages.find((page) => page.relative === relative)?.source;
    expect(sourceOf('Terms/privacy')).toBe('docs/Terms/privacy.md');
    expect(sourceOf('blog/2024/06/20/welcome')).toBe('blog/2024-06-20-welcome/index.md');
    const templates = new Set(axePlan.pages.map((page) => page.template));
    for (const template of templates) {
      const covered = axePlan.pages.some(
        (page) => page.template === template && axePlan.picked.get(page.relative)?.scope === 'page',
      );
      expect(covered, template).toBe(true);
    }
    // A change run's sample: every template's page, and a picked page for each kind of markup of their own.
    for (const template of templates)
      expect(
        axePlan.pages.some((page) => page.template === template && axePlan.sample.has(page.relative)),
        template,
      ).toBe(true);
    for (const markup of new Set(axePlan.pages.flatMap((page) => page.ownMarkup)))
      expect(
        axePlan.pages.some(
          (page) =>
            page.ownMarkup.includes(markup) &&
            (axePlan.sample.has(page.relative) || axePlan.elsewhere.has(page.relative)),
        ),
        markup,
      ).toBe(true);
    expect(axePlan.sample.size).toBeLessThan(axePlan.picked.size);
    // Every page with markup of its own: axe here, or whole in another test.
    for (const page of axePlan.pages.filter(({ownMarkup}) => ownMarkup.length > 0))
      expect(axePlan.picked.has(page.relative) || axePlan.elsewhere.has(page.relative), page.relative).toBe(true);
    // A table (and its scroll box), tabs, the catalogue component, an API page's tabs: what the picker must see in
    // minified HTML.
    for (const [relative, markup] of [
      ['Features/Pinecone', 'table'],
      ['Models/OpenAI', 'tabs'],
      ['Models/Catalogue', 'component catalogue'],
      ['api/chatcompletions', 'tabs'],
    ] as const) {
      expect(axePlan.pages.find((page) => page.relative === relative)?.ownMarkup, relative).toContain(markup);
      expect(axePlan.picked.has(relative) || axePlan.elsewhere.has(relative), relative).toBe(true);
    }
    // The API operation pages: apiReference.spec.ts runs axe on them whole, as served; the crawl checks
    // that hydration adds nothing but theme markup to their content.
    expect(axePlan.elsewhere.get('api/chatcompletions')).toMatch(/^apiReference\.spec\.ts/);
    expect(axePlan.picked.has('api/chatcompletions')).toBe(false);
    // Prose only: no axe beyond its template's page.
    expect(axePlan.pages.find((page) => page.relative === 'Terms/api-agree')?.ownMarkup).toEqual([]);
    expect(axePlan.picked.has('Terms/api-agree')).toBe(false);
  });
});

test.describe("the crawl's checks can fail", () => {
  test('the served-page check names a second h1, inline code the CSP does not list, and what loads from another origin', () => {
    const url = 'http://127.0.0.1/docs/page';
    const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
    const script = 'console.log(1)';
    const csp = `default-src 'self'; script-src 'self' ${cspHash(script)}; style-src-elem 'self'`;
    expect(servedPageFaults(page(`<script>${script}</script>`, '<h1>One</h1>'), csp, url)).toEqual([]);
    expect(
      servedPageFaults(
        page(
          `<script>${script};</script><style>p{}</style><link rel="stylesheet" href="https://cdn.example/x.css"><link rel="canonical" href="https://apipie.ai/docs/page">`,
          '<h1>One</h1><h1>Two</h1><img src="https://img.example/a.png" alt=""><button onclick="go()">Go</button>',
        ),
        csp,
        url,
      ),
    ).toEqual([
      '<link> loads https://cdn.example/x.css from another origin',
      '<img> loads https://img.example/a.png from another origin',
      '2 h1 elements, not 1',
      expect.stringMatching(/<button onclick="go\(\)">: an inline event handler/),
      expect.stringMatching(/^an inline script 'sha256-.+' not in script-src$/),
      expect.stringMatching(/^an inline style 'sha256-.+' not in style-src-elem$/),
    ]);
  });

  test('axe reports a violation, within its scope only, after a first run on the same page', async ({page}) => {
    await page.goto('no-such-page');
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'axe-probe';
      box.innerHTML = '<img src="img/logo.svg"><a href="/docs/"></a>';
      document.body.append(box);
    });
    expect(await axeViolations(page, {include: '#axe-probe'})).toEqual([
      expect.stringMatching(/^image-alt: .*#axe-probe > img/),
      expect.stringMatching(/^link-name: .*#axe-probe > a/),
    ]);
    expect(await axeViolations(page, {include: '#axe-probe', rules: ['link-name']})).toEqual([
      expect.stringMatching(/^link-name: /),
    ]);
    expect(await axeViolations(page, {include: 'main'})).toEqual([]);
  });

  test('the content-shape check sees an element hydration adds, and no code-block buttons', async ({page}) => {
    await gotoHydrated(page, 'api/chatcompletions');
    await expect(page.locator(`${CONTENT_SELECTOR} [class*="buttonGroup_"]`).first()).toBeAttached();
    const served = servedContentShape(LOCAL_BUILD_DIR, 'api/chatcompletions');
    expect(await hydratedContentShape(page)).toEqual(served);
    await page
      .locator(CONTENT_SELECTOR)
      .first()
      .evaluate((content) => content.append(document.createElement('button')));
    expect(await hydratedContentShape(page)).toEqual([...served, ' button']);
  });

  test('the layout check names an element too wide for the narrow widths only, and restores the viewport', async ({
    page,
  }) => {
    await gotoHydrated(page, 'no-such-page');
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.id = 'too-wide';
      wide.style.width = '900px';
      wide.style.height = '10px';
      document.querySelector('main')!.append(wide);
    });
    const faults = await layoutFaultsAtWidths(page);
    expect(faults.filter((fault) => fault.includes('div#too-wide')).map((fault) => fault.split(':')[0])).toEqual([
      'at 320px',
      'at 375px',
      'at 768px',
    ]);
    expect(page.viewportSize()).toEqual({width: 1280, height: 800});
  });
});

test.describe('not-found page', () => {
  test('a template outside the sitemap: passes axe', async ({page}) => {
    expect((await page.goto('no-such-page'))?.status()).toBe(404);
    await expectHydrated(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

// Every page gets the checks of its served HTML. The browser's (console errors, CSP violations, axe,
// every width, the hosted-search build) go to every page in a full run, and to the plan's sample in a
// change run: the others are tagged FULL_RUN_TAG, and with their source, which a change can reach.
test.describe('sitemap crawl, as served', () => {
  // Every page, as nginx serves it: status, one h1, a CSP that covers its inline code, nothing from other
  // origins. Each takes a fraction of what Playwright spends handing a test to a worker, so they run in
  // order, in one worker, beside the browser's checks.
  for (const relative of paths) {
    test(`/docs/${relative} answers 200 with one h1, a CSP that covers its inline code and nothing from other origins`, async ({
      sites,
      crawlTiming: timing,
    }) => {
      timing.started ||= performance.now();
      const url = sites.local.url(relative);
      const served = await get(url);
      expect(served.status).toBe(200);
      expect
        .soft(servedPageFaults(served.body.toString('utf8'), String(served.headers['content-security-policy']), url))
        .toEqual([]);
      timing.pages += 1;
    });
  }
});

test.describe('sitemap crawl', () => {
  // Pages are independent: every worker takes pages from the list, one at a time (no beforeAll or
  // afterAll hook here, see crawlTiming).
  test.describe.configure({mode: 'parallel'});

  const sourceOf = new Map(axePlan.pages.map((page) => [page.relative, page.source]));
  for (const relative of paths) {
    const source = sourceOf.get(relative);
    // With every check, it opens in the local-search build (axe, on the picked pages, runs at the
    // default width, then the same tab is resized for the layout check) and in the hosted one.
    test(
      `/docs/${relative} in the browser: no console errors or CSP violations in both search modes, axe if picked, and fits ${LAYOUT_WIDTHS.join('/')} px`,
      {
        tag: [...(axePlan.sample.has(relative) ? [] : [FULL_RUN_TAG]), ...(source ? [sourceTag(source)] : [])],
      },
      async ({localCrawler, hostedCrawler, sites, crawlTiming: timing}) => {
        timing.started ||= performance.now();
        const url = sites.local.url(relative);
        timing.browserPages += 1;
        const {page} = localCrawler;
        expect(await visit(localCrawler, url)).toBe(200);
        expect.soft(await localCrawler.cspViolations(), 'CSP violations').toEqual([]);
        await expect.soft(page.locator('h1')).toHaveCount(1);
        // A page whose content another test checks with axe as served: hydration must not add to it. (The
        // catalogue's test runs axe on the hydrated page, with the rows hydration fills in.)
        if (API_PAGES_AXED_AS_SERVED.includes(relative))
          expect
            .soft(
              await hydratedContentShape(page),
              `what hydration adds to the content axe checks in ${axePlan.elsewhere.get(relative)}`,
            )
            .toEqual(servedContentShape(LOCAL_BUILD_DIR, relative));
        const axePick = axePlan.picked.get(relative);
        if (axePick) {
          const axeStarted = performance.now();
          const scope = axePick.scope === 'content' ? {include: CONTENT_SELECTOR} : {};
          expect.soft(await axeViolations(page, scope), `axe on the ${axePick.scope} (${axePick.reason})`).toEqual([]);
          timing.axeMs += performance.now() - axeStarted;
          timing.axePages += 1;
        }
        const layoutStarted = performance.now();
        // Each fault names the width, the element and where it reaches; the test's name is the page.
        expect.soft(await layoutFaultsAtWidths(page, LAYOUT_WIDTHS), 'layout').toEqual([]);
        timing.layoutMs += performance.now() - layoutStarted;
        expect.soft(localCrawler.errors, 'console errors, exceptions and requests to other origins').toEqual([]);

        expect(await visit(hostedCrawler, sites.hosted.url(relative)), 'hosted-search build').toBe(200);
        expect.soft(await hostedCrawler.cspViolations(), 'CSP violations in the hosted-search build').toEqual([]);
      },
    );
  }
});
