import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Page} from '@playwright/test';
import models from '../data/models.json';
import {axeViolations} from './support/axe';
import {expect, gotoHydrated, test, type ServedSite} from './support/fixtures';

const cataloguePath = 'Models/Catalogue';
/** The catalogue's own script (component and data) may weigh this much, gzipped. */
const scriptBudgetBytes = 15 * 1024;

const rowModels = (page: Page) =>
  page
    .locator('[data-testid="model-catalogue"] tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-model')));

/** Same-origin scripts a page loads, as paths relative to the build folder. */
async function scriptsOf(browser: Browser, site: ServedSite, relative: string): Promise<string[]> {
  const context = await browser.newContext({baseURL: site.url()});
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/^\/docs\//, ''));
  });
  await gotoHydrated(page, relative);
  await context.close();
  return scripts;
}

test.describe('model catalogue', () => {
  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('lists every data entry, in the data order', async ({page}) => {
      await page.goto(cataloguePath);
      expect(await rowModels(page)).toEqual(models.data.map((m) => m.model));
      await expect(page.locator('#claude-3-5-sonnet')).toHaveCount(1);
    });

    test('links each row to its vendor page', async ({page}) => {
      await page.goto(cataloguePath);
      await expect(page.locator('tr[data-model="grok-2-1212"] a')).toHaveAttribute('href', '/docs/Models/Grok');
    });
  });

  test('narrows the rows as filters are set, and keeps them in the query string', async ({page, errors}) => {
    await gotoHydrated(page, cataloguePath);
    await page.getByLabel('Search ids').fill('grok');
    await expect
      .poll(() => rowModels(page))
      .toEqual(['grok-2-1212', 'grok-2-vision-1212', 'grok-beta', 'grok-vision-beta']);
    await page.getByLabel('Type').selectOption('vision');
    await expect.poll(() => rowModels(page)).toEqual(['grok-2-vision-1212', 'grok-vision-beta']);
    await page.getByLabel('Sort by').selectOption('context-desc');
    await expect.poll(() => rowModels(page)).toEqual(['grok-2-vision-1212', 'grok-vision-beta']);
    await expect(page.getByTestId('catalogue-count')).toHaveText(`Showing 2 of ${models.data.length} entries.`);
    expect(new URL(page.url()).search).toBe('?q=grok&type=vision&sort=context-desc');
    expect(errors).toEqual([]);
  });

  test('restores the filters from a shared link', async ({page}) => {
    await gotoHydrated(page, `${cataloguePath}?provider=bedrock&cap=tools&q=jamba`);
    await expect.poll(() => rowModels(page)).toEqual([]);
    await gotoHydrated(page, `${cataloguePath}?provider=openrouter&cap=tools,streaming&q=jamba`);
    await expect.poll(() => rowModels(page)).toEqual(['jamba-1-5-large', 'jamba-1-5-mini', 'jamba-instruct']);
    await expect(page.getByLabel('Search ids')).toHaveValue('jamba');
    await expect(page.getByLabel('Provider')).toHaveValue('openrouter');
    await expect(page.getByRole('checkbox', {name: 'Tools'})).toBeChecked();
    await expect(page.getByRole('checkbox', {name: 'Image input'})).not.toBeChecked();
  });

  test('sorts by context, largest first', async ({page}) => {
    await gotoHydrated(page, `${cataloguePath}?sort=context-desc`);
    await expect.poll(async () => (await rowModels(page))[0]).toBe('gemini-pro-1.5');
    await expect(page.locator('th[aria-sort="descending"]')).toHaveCount(1);
  });

  test.describe('with clipboard access', () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    test('copies an id to the clipboard', async ({page}) => {
      await gotoHydrated(page, cataloguePath);
      await page.getByRole('button', {name: 'Copy grok-2-1212'}).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('grok-2-1212');
    });
  });

  test('has no axe violations, filtered or not', async ({page}) => {
    await gotoHydrated(page, `${cataloguePath}?type=vision&cap=vision`);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`loads its own script on this page only, under ${scriptBudgetBytes / 1024} KB gzip`, async ({browser, site}) => {
    const catalogue = await scriptsOf(browser, site, cataloguePath);
    const other = new Set(await scriptsOf(browser, site, 'Features/Completions'));
    const own = catalogue.filter((s) => !other.has(s));
    const component = own.find((s) => readFileSync(path.join(site.buildDir, s), 'utf8').includes('catalogue-provider'));
    expect(component, 'the catalogue component is in a chunk of its own page').toBeDefined();
    const gzipBytes = own.reduce((sum, s) => sum + gzipSync(readFileSync(path.join(site.buildDir, s))).length, 0);
    console.log(
      `catalogue-only scripts: ${own.length} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip (budget ${scriptBudgetBytes / 1024} KB)`,
    );
    expect(gzipBytes).toBeLessThan(scriptBudgetBytes);
  });
});

test.describe('model data', () => {
  test('is published at /docs/models.json, equal to data/models.json', async ({page}) => {
    const response = await page.request.get('models.json');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(readFileSync(path.resolve('data/models.json'), 'utf8')));
  });
});
