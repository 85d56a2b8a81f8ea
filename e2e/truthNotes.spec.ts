import {expect, gotoHydrated, test} from './support/fixtures';

test.describe('notes drawn from data', () => {
  for (const page of ['Terms/privacy', 'Terms/api-agree', 'Terms/user-agreement']) {
    test(`${page} shows the draft notice in the first screen, above the title`, async ({page: browser}) => {
      await browser.setViewportSize({width: 375, height: 800});
      await gotoHydrated(browser, page);
      const notice = browser.getByRole('note').filter({hasText: 'Draft, to be confirmed by Neuronic AI.'});
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport();
      const noticeBox = (await notice.boundingBox())!;
      const titleBox = (await browser.locator('article h1').first().boundingBox())!;
      expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(titleBox.y);
      // Readable: a real block of text, not a collapsed element.
      expect(noticeBox.height).toBeGreaterThan(40);
    });
  }

  test('a guide carries no draft notice', async ({page}) => {
    await gotoHydrated(page, 'Features/Routing');
    await expect(page.getByText('Draft, to be confirmed by Neuronic AI.')).toHaveCount(0);
  });

  test("a Models page's summary states its ids and limits from the data, beside the table", async ({page}) => {
    await gotoHydrated(page, 'Models/Qwen');
    const summary = page.getByText(/^This page lists \d+ Qwen ids, \d+ of them in the model list of 2025-10-27\./);
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('context window is from');
    await expect(page.getByText('32,768 tokens', {exact: false})).toHaveCount(0);
  });

  test('the Models overview lists every vendor page with its ids from the data', async ({page}) => {
    await gotoHydrated(page, 'Models/Overview');
    const table = page.locator('table.vendor-summary');
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(18);
    await expect(table.getByRole('row', {name: /^Qwen \d+ \d+ [\d,]+–[\d,]+/})).toBeVisible();
  });
});
