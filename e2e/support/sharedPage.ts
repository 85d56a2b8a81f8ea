import type {Browser, BrowserContextOptions, Page, TestInfo} from '@playwright/test';
import {expectHydrated, trackErrors, type ServedSite} from './fixtures';

/**
 * A tab that one worker keeps open for the tests of a file that each only read the same page, or undo
 * what they change: loading and hydrating the page in a fresh context for each of them was most of their
 * CPU. `errors` gathers what the tab reported since it opened (console errors, uncaught exceptions,
 * requests to other origins), its load included, so a test that checks them checks the load too.
 *
 * A test that fails ends its worker (Playwright starts a new one for the rest), so a broken state is not
 * handed on. Tests whose subject is a first load, storage or history keep a page of their own.
 */
export type SharedPage = {page: Page; errors: string[]};

/** Opens `relative` (a site path under /docs/) in a context of its own and waits for hydration. */
export async function openSharedPage(
  browser: Browser,
  site: ServedSite,
  relative: string,
  contextOptions: BrowserContextOptions = {},
): Promise<SharedPage> {
  const context = await browser.newContext({
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

/**
 * Hands the shared page to one test, after `reset` has put it back in the state the tests expect;
 * on a failure, attaches a screenshot, as the config's `screenshot: 'only-on-failure'` does for `page`.
 */
export async function useSharedPage(
  shared: SharedPage,
  testInfo: TestInfo,
  reset: (page: Page) => Promise<void>,
  use: (shared: SharedPage) => Promise<void>,
): Promise<void> {
  await reset(shared.page);
  await use(shared);
  if (testInfo.status !== testInfo.expectedStatus && !shared.page.isClosed())
    await testInfo.attach('shared page', {body: await shared.page.screenshot(), contentType: 'image/png'});
}
