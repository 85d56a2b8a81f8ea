import {test as base, errors, expect, type Page} from '@playwright/test';
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
  // Hydration of a large page can take several seconds on a busy 2-core machine.
  const timeout = 30_000;
  // Checked in the page on every frame: the assertion's own polling backs off to 500 ms between
  // checks, about 90 ms a page load on average (measured on 20 loads each, alternating). Then the
  // assertion says what failed; it waits again only if the page navigated on during the wait.
  const timedOut = await page
    .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
      polling: 'raf',
      timeout,
    })
    .then(
      () => false,
      (error: unknown) => error instanceof errors.TimeoutError,
    );
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: timedOut ? 1 : timeout});
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

type TestFixtures = {
  /** Which build `page` and `site` use; `test.use({searchMode: 'hosted'})` switches a file or a describe block. */
  searchMode: SearchMode;
  /** The served build of this test's search mode; `page.goto('Terms/privacy')` opens its pages. */
  site: ServedSite;
  /** What `page` reported that a page of the site should not: console errors, uncaught exceptions, requests to other origins. */
  errors: string[];
};
type WorkerFixtures = {
  /** Both served builds, for tests that compare the modes. */
  sites: Record<SearchMode, ServedSite>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sites: [async ({}, use) => use({local: servedSite('local'), hosted: servedSite('hosted')}), {scope: 'worker'}],
  searchMode: ['local', {option: true}],
  site: async ({sites, searchMode}, use) => use(sites[searchMode]),
  baseURL: async ({site}, use) => use(site.url()),
  errors: async ({page, site}, use) => use(trackErrors(page, site.origin)),
});

export {expect};
