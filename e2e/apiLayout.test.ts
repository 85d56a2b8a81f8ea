import {describe, expect, it} from 'vitest';
import {siteUrl, useBrowser} from './support/browser';

const {newPage} = useBrowser();

const hydrated = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';

/** Top and left edges of the first element each selector finds. */
async function boxes<K extends string>(page: Awaited<ReturnType<typeof newPage>>, selectors: Record<K, string>) {
  const out = {} as Record<K, {x: number; y: number; width: number}>;
  for (const [name, selector] of Object.entries(selectors) as [K, string][]) {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} has no box`);
    out[name] = box;
  }
  return out;
}

const parts = {
  samples: '#code-samples',
  request: '#request',
  responses: '#responses',
};

describe('API operation layout', () => {
  it('puts the samples and response examples beside the reference on a wide screen, and keeps them in view', async () => {
    const page = await newPage({viewport: {width: 1440, height: 900}});
    await page.goto(siteUrl('api/chatcompletions'));
    const box = await boxes(page, parts);
    expect(box.samples.x, 'samples column right of the reference').toBeGreaterThan(box.request.x + box.request.width / 2);
    expect(box.samples.y, 'samples at the top, beside the reference').toBeLessThan(box.request.y);
    // Scrolled down to the responses, the examples column is still on screen.
    await page.locator('#responses').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    const examples = await page.locator('#response-examples').boundingBox();
    const samples = await page.locator('#code-samples').boundingBox();
    const visible = [examples, samples].some((b) => b && b.y + b.height > 0 && b.y < 900);
    expect(visible, 'the samples column sticks while the reference scrolls').toBe(true);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it.each([375, 1024])('is one column at %i px: description, samples, then the reference', async (width) => {
    const page = await newPage({viewport: {width, height: 900}});
    await page.goto(siteUrl('api/chatcompletions'));
    const box = await boxes(page, parts);
    expect(box.samples.y).toBeLessThan(box.request.y);
    expect(box.request.y).toBeLessThan(box.responses.y);
    expect(Math.abs(box.samples.x - box.request.x)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.context().close();
  });
});

describe('API operation behaviour', () => {
  it('remembers the chosen sample language on the next operation page', async () => {
    const page = await newPage();
    await page.goto(siteUrl('api/chatcompletions'));
    await page.waitForFunction(hydrated);
    await page.locator('.api-code-samples [role="tab"]', {hasText: /^Go$/}).click();
    await page.goto(siteUrl('api/embeddingsllm'));
    await page.waitForFunction(hydrated);
    await expect.poll(() => page.locator('.api-code-samples [role="tab"][aria-selected="true"]').innerText()).toBe('Go');
    await page.context().close();
  });

  it('shows the response example of the status the reader picks in the responses', async () => {
    const page = await newPage();
    await page.goto(siteUrl('api/chatcompletions'));
    await page.waitForFunction(hydrated);
    const statusTab = (section: string, status: string) => page.locator(`${section} ~ [class*="tabs-container"] [role="tab"]`, {hasText: new RegExp(`^${status}$`)}).first();
    await statusTab('#responses', '401').click();
    await expect.poll(() => statusTab('#response-examples', '401').getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('status')).toBe('401');
    await page.context().close();
  });

  it('serves the schemas as HTML that opens without JavaScript', async () => {
    const page = await newPage({javaScriptEnabled: false});
    await page.goto(siteUrl('api/chatcompletions'));
    const names = await page.locator('.api-field__name').allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['model', 'messages', 'stream']));
    const fold = page.locator('details.api-field__children').first();
    expect(await fold.getAttribute('open')).toBeNull();
    await fold.locator(':scope > summary').click();
    expect(await fold.getAttribute('open')).not.toBeNull();
    await page.context().close();
  });
});
