import {test as base, expect, type Browser, type BrowserContextOptions, type Page} from '@playwright/test';
import {watchNetwork} from '../../bench/networkIdle';
import {machineSlowdown} from '../../scripts/lib/cpuLimit';
import {servedBuilds, type SearchMode} from './servedBuilds';

export type {SearchMode};

export type ServedSite = {
  mode: SearchMode;
  /** Absolute URL of a site path given relative to /docs/ ('' is the home page, 'Terms/privacy' a page). */
  url: (relative?: string) => string;
  origin: string;
  /** The build nginx serves. */
  buildDir: string;
};

/** A build as Playwright's webServer serves it (playwright.config.ts). */
function servedSite(mode: SearchMode): ServedSite {
  const {url: base, dir: buildDir} = servedBuilds[mode];
  return {
    mode,
    url: (relative = '') => new URL(relative.replace(/^\//, ''), base).toString(),
    origin: new URL(base).origin,
    buildDir,
  };
}

/**
 * Makes a page record console errors, uncaught exceptions and requests to
 * origins other than the site's, in the returned list.
 */
export function trackErrors(page: Page, siteOrigin: string): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== siteOrigin) errors.push(`other origin: ${url}`);
  });
  return errors;
}

/** Waits until React has hydrated the page (Docusaurus sets the attribute). */
export async function expectHydrated(page: Page): Promise<void> {
  // Hydration of a large page takes seconds alone and far longer on a busy 2-core machine, so neither wait
  // has a limit of its own (timeout 0): the test's timeout bounds them.
  // Checked in the page on every frame: the assertion's own polling backs off to 500 ms between
  // checks, about 90 ms a page load on average (measured on 20 loads each, alternating). Then the
  // assertion says what failed; it waits again only if the page navigated on during the wait.
  await page
    .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
      polling: 'raf',
      timeout: 0,
    })
    .catch(() => undefined);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Opens a site path (relative to /docs/) and waits for hydration; returns the response. */
export async function gotoHydrated(page: Page, relative = '') {
  const response = await page.goto(relative);
  await expectHydrated(page);
  return response;
}

/**
 * Waits until the page has nothing left to do: two idle periods in a row, so that
 * observers, timers and handlers a step set off have run. For checks that something
 * did not happen, in place of a fixed sleep.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), {timeout: 2000}), {timeout: 2000}),
      ),
  );
}

/** How long the network stays quiet before `networkQuiet` takes a page to have fetched what it fetches on its own. */
const NETWORK_QUIET_MS = 500;

/**
 * Waits for the page's load event, then until no request has started or ended for NETWORK_QUIET_MS and none
 * started meanwhile is in flight: what the load and the page's own code after it fetch has been fetched. In
 * place of Playwright's `networkidle`, which waits on Chromium's own network-idle signal: that signal now and
 * then never comes (puppeteer/puppeteer#11639), and a test then waited out its whole limit.
 */
export async function networkQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await watchNetwork(page).idle(NETWORK_QUIET_MS);
}

/**
 * A tab that one worker keeps open for the tests (of one file or several) that each only read the same
 * page, or undo what they change: loading and hydrating the page in a fresh context for each of them was
 * most of their CPU. `errors` gathers what the tab reported since it opened (console errors, uncaught
 * exceptions, requests to other origins), its load included, so a test that checks them checks the load too.
 * Tests whose subject is a first load, storage or history keep a page of their own. See sharedPage.ts.
 */
export type SharedPage = {page: Page; errors: string[]};

/** The worker's shared pages, each opened on first use (hydrated, unless JavaScript is off) in a context of its own. */
export class SharedPages {
  private readonly opened = new Map<string, Promise<SharedPage>>();

  constructor(private readonly browser: Browser) {}

  /** The shared tab of `relative` (a site path under /docs/) in `site`, with these context options. */
  open(site: ServedSite, relative: string, contextOptions: BrowserContextOptions = {}): Promise<SharedPage> {
    const key = JSON.stringify([site.origin, relative, contextOptions]);
    let shared = this.opened.get(key);
    if (!shared) {
      shared = this.load(site, relative, contextOptions);
      this.opened.set(key, shared);
    }
    return shared;
  }

  private async load(site: ServedSite, relative: string, contextOptions: BrowserContextOptions): Promise<SharedPage> {
    const context = await this.browser.newContext({
      viewport: {width: 1280, height: 800},
      ...contextOptions,
      baseURL: site.url(),
    });
    const page = await context.newPage();
    const errors = trackErrors(page, site.origin);
    await page.goto(relative);
    if (contextOptions.javaScriptEnabled !== false) await expectHydrated(page);
    return {page, errors};
  }

  async close(): Promise<void> {
    for (const shared of this.opened.values()) await (await shared).page.context().close();
  }
}

type TestFixtures = {
  /** Which build `page` and `site` use; `test.use({searchMode: 'hosted'})` switches a file or a describe block. */
  searchMode: SearchMode;
  /** The served build of this test's search mode; `page.goto('Terms/privacy')` opens its pages. */
  site: ServedSite;
  /**
   * What `page` reported that a page of the site should not: console errors, uncaught exceptions, requests to other
   * origins.
   */
  errors: string[];
  /** Stretches the test's limit while the machine is busy (below); every test uses it. */
  loadScaledTimeout: void;
};
type WorkerFixtures = {
  /** Both served builds, for tests that compare the modes. */
  sites: Record<SearchMode, ServedSite>;
  /**
   * Pages a worker's tests share (SharedPages). A worker fixture of this `test`, not of a spec's own
   * extension: a file whose worker fixtures differ gets a new worker and browser.
   */
  sharedPages: SharedPages;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sites: [async ({}, use) => use({local: servedSite('local'), hosted: servedSite('hosted')}), {scope: 'worker'}],
  sharedPages: [
    async ({browser}, use) => {
      const pages = new SharedPages(browser);
      await use(pages);
      await pages.close();
    },
    {scope: 'worker'},
  ],
  searchMode: ['local', {option: true}],
  site: async ({sites, searchMode}, use) => use(sites[searchMode]),
  baseURL: async ({site}, use) => use(site.url()),
  errors: async ({page, site}, use) => use(trackErrors(page, site.origin)),
  // A test's limit (playwright.config.ts) is a hang guard, not a speed limit. While the machine is busier
  // than its cores, a second of wall time counts 1 / (load per core) of a second against it, as the hang
  // guard of the processes tests start does (scripts/lib/cpuLimit.ts): the limit grows by the rest, so a
  // test that a quiet machine passes is not failed by a busy one, and a test that hangs still fails.
  loadScaledTimeout: [
    async ({}, use, testInfo) => {
      let last = Date.now();
      const timer = setInterval(() => {
        const now = Date.now();
        const stretch = (now - last) * (1 - 1 / machineSlowdown());
        last = now;
        // 0 is no limit: nothing to stretch.
        if (testInfo.timeout > 0 && stretch > 0) testInfo.setTimeout(testInfo.timeout + stretch);
      }, 1_000);
      try {
        await use();
      } finally {
        clearInterval(timer);
      }
    },
    {auto: true},
  ],
});

export {expect};
