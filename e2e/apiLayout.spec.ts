import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './support/fixtures';

/** Top-left corner and width of the first element each selector finds. */
async function boxes<K extends string>(page: Page, selectors: Record<K, string>) {
  const out = {} as Record<K, {x: number; y: number; width: number}>;
  for (const [name, selector] of Object.entries(selectors) as [K, string][]) {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} has no box`);
    out[name] = box;
  }
  return out;
}

const parts = {samples: '#code-samples', request: '#request', responses: '#responses'};

test.describe('API operation layout on a wide screen', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('puts the samples and response examples beside the reference, and keeps them in view', async ({
    page,
    errors,
  }) => {
    await page.goto('api/chatcompletions');
    const box = await boxes(page, parts);
    expect(box.samples.x, 'samples column right of the reference').toBeGreaterThan(
      box.request.x + box.request.width / 2,
    );
    expect(box.samples.y, 'samples at the top, beside the reference').toBeLessThan(box.request.y);
    // Scrolled down past the responses heading, the examples column is still on screen.
    await page.locator('#responses').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    const inView = async (selector: string) => {
      const b = await page.locator(selector).boundingBox();
      return b !== null && b.y + b.height > 0 && b.y < 900;
    };
    expect(
      (await inView('#response-examples')) || (await inView('#code-samples')),
      'the samples column sticks while the reference scrolls',
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});

for (const width of [375, 1024]) {
  test.describe(`API operation layout at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('is one column: description, samples, then the reference', async ({page}) => {
      await page.goto('api/chatcompletions');
      const box = await boxes(page, parts);
      expect(box.samples.y).toBeLessThan(box.request.y);
      expect(box.request.y).toBeLessThan(box.responses.y);
      expect(Math.abs(box.samples.x - box.request.x)).toBeLessThan(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test.describe('API operation behaviour', () => {
  test('remembers the chosen sample language on the next operation page', async ({page}) => {
    await gotoHydrated(page, 'api/chatcompletions');
    await page.locator('.api-code-samples [role="tab"]', {hasText: /^Go$/}).click();
    await gotoHydrated(page, 'api/embeddingsllm');
    await expect(page.locator('.api-code-samples [role="tab"][aria-selected="true"]')).toHaveText('Go');
    // What the reader sees: the Go sample on screen, and no other language's.
    const shownSamples = page.locator('.api-code-samples [role="tabpanel"] .prism-code').filter({visible: true});
    await expect(shownSamples).toHaveCount(1);
    await expect(shownSamples).toHaveClass(/language-go/);
  });

  test('shows the response example of the status the reader picks in the responses', async ({page}) => {
    await gotoHydrated(page, 'api/chatcompletions');
    const statusTab = (section: string, status: string) =>
      page.locator(`${section} ~ [class*="tabs-container"] [role="tab"]`, {hasText: new RegExp(`^${status}$`)}).first();
    await statusTab('#responses', '401').click();
    await expect(statusTab('#response-examples', '401')).toHaveAttribute('aria-selected', 'true');
    // What the reader sees: one example painted, the 401 tab's (its panel is named by its tab).
    const examples = page.locator('#response-examples ~ [class*="tabs-container"]').first();
    const shownPanels = examples.locator(':scope > div > [role="tabpanel"]').filter({visible: true});
    await expect(shownPanels).toHaveCount(1);
    await expect(shownPanels).toHaveAccessibleName('401');
    await expect(page).toHaveURL(/[?&]status=401\b/);
  });
});

test.describe('API schemas without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('are served as HTML that opens natively', async ({page}) => {
    await page.goto('api/chatcompletions');
    const names = await page.locator('.api-field__name').allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['model', 'messages', 'stream']));
    const fold = page.locator('details.api-field__children').first();
    await expect(fold).not.toHaveAttribute('open');
    const inside = fold.locator(':scope > :not(summary)').first();
    await expect(inside).toBeHidden();
    await fold.locator(':scope > summary').click();
    await expect(fold).toHaveAttribute('open', '');
    await expect(inside).toBeVisible();
  });
});
