import type {Page, TestInfo} from '@playwright/test';
import type {SharedPage} from './fixtures';

/**
 * Hands a worker's shared page (fixtures.ts, SharedPages) to one test, after `reset` has put it back in
 * the state the tests expect; on a failure, attaches a screenshot, as the config's
 * `screenshot: 'only-on-failure'` does for `page`. A test that fails ends its worker (Playwright starts a
 * new one for the rest), so a broken state is not handed on.
 */
export async function useSharedPage(
  shared: Promise<SharedPage>,
  testInfo: TestInfo,
  reset: (page: Page) => Promise<void>,
  use: (shared: SharedPage) => Promise<void>,
): Promise<void> {
  const {page, errors} = await shared;
  await reset(page);
  await use({page, errors});
  if (testInfo.status !== testInfo.expectedStatus && !page.isClosed())
    await testInfo.attach('shared page', {body: await page.screenshot(), contentType: 'image/png'});
}
