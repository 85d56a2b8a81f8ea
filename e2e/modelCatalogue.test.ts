import AxeBuilder from '@axe-core/playwright';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, inject, it} from 'vitest';
import models from '../data/models.json';
import {siteUrl, useBrowser, type TrackedPage} from './support/browser';

const {newPage} = useBrowser();
const cataloguePath = 'Models/Catalogue';
/** The catalogue's own script (component and data) may weigh this much, gzipped. */
const scriptBudgetBytes = 15 * 1024;

const rowModels = (page: TrackedPage) =>
  page.locator('[data-testid="model-catalogue"] tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-model')));

async function hydrated(page: TrackedPage) {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

/** Same-origin scripts a page loads, as paths relative to the build folder. */
async function scriptsOf(relative: string): Promise<string[]> {
  const page = await newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/^\/docs\//, ''));
  });
  await page.goto(siteUrl(relative));
  await hydrated(page);
  await page.context().close();
  return scripts;
}

describe('model catalogue', () => {
  it('lists every data entry without JavaScript, in the data order', async () => {
    const page = await newPage({javaScriptEnabled: false});
    await page.goto(siteUrl(cataloguePath));
    expect(await rowModels(page)).toEqual(models.data.map((m) => m.model));
    expect(await page.locator('#claude-3-5-sonnet').count()).toBe(1);
    await page.context().close();
  });

  it('narrows the rows as filters are set, and keeps them in the query string', async () => {
    const page = await newPage();
    await page.goto(siteUrl(cataloguePath));
    await hydrated(page);
    await page.getByLabel('Search ids').fill('grok');
    await expect.poll(() => rowModels(page)).toEqual(['grok-2-1212', 'grok-2-vision-1212', 'grok-beta', 'grok-vision-beta']);
    await page.getByLabel('Type').selectOption('vision');
    await expect.poll(() => rowModels(page)).toEqual(['grok-2-vision-1212', 'grok-vision-beta']);
    await page.getByLabel('Sort by').selectOption('context-desc');
    await expect.poll(() => rowModels(page)).toEqual(['grok-2-vision-1212', 'grok-vision-beta']);
    expect(await page.getByTestId('catalogue-count').textContent()).toBe(`Showing 2 of ${models.data.length} entries.`);
    expect(new URL(page.url()).search).toBe('?q=grok&type=vision&sort=context-desc');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('restores the filters from a shared link', async () => {
    const page = await newPage();
    await page.goto(siteUrl(`${cataloguePath}?provider=bedrock&cap=tools&q=jamba`));
    await hydrated(page);
    await expect.poll(() => rowModels(page)).toEqual([]);
    await page.goto(siteUrl(`${cataloguePath}?provider=openrouter&cap=tools,streaming&q=jamba`));
    await hydrated(page);
    await expect.poll(() => rowModels(page)).toEqual(['jamba-1-5-large', 'jamba-1-5-mini', 'jamba-instruct']);
    expect(await page.getByLabel('Search ids').inputValue()).toBe('jamba');
    expect(await page.getByLabel('Provider').inputValue()).toBe('openrouter');
    expect(await page.getByRole('checkbox', {name: 'Tools'}).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', {name: 'Image input'}).isChecked()).toBe(false);
    await page.context().close();
  });

  it('sorts by context, largest first', async () => {
    const page = await newPage();
    await page.goto(siteUrl(`${cataloguePath}?sort=context-desc`));
    await hydrated(page);
    await expect.poll(async () => (await rowModels(page))[0]).toBe('gemini-pro-1.5');
    expect(await page.locator('th[aria-sort="descending"]').count()).toBe(1);
    await page.context().close();
  });

  it('copies an id to the clipboard', async () => {
    const page = await newPage({permissions: ['clipboard-read', 'clipboard-write']});
    await page.goto(siteUrl(cataloguePath));
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy grok-2-1212'}).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('grok-2-1212');
    await page.context().close();
  });

  it('links each row to its vendor page', async () => {
    const page = await newPage({javaScriptEnabled: false});
    await page.goto(siteUrl(cataloguePath));
    const href = await page.locator('tr[data-model="grok-2-1212"] a').getAttribute('href');
    expect(href).toBe('/docs/Models/Grok');
    await page.context().close();
  });

  it('has no axe violations, filtered or not', async () => {
    const page = await newPage();
    await page.goto(siteUrl(`${cataloguePath}?type=vision&cap=vision`));
    await hydrated(page);
    const {violations} = await new AxeBuilder({page}).options({resultTypes: ['violations']}).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    await page.context().close();
  });

  it(`loads its own script on this page only, under ${scriptBudgetBytes / 1024} KB gzip`, async () => {
    const buildDir = inject('buildDir');
    const catalogue = await scriptsOf(cataloguePath);
    const other = new Set(await scriptsOf('Features/Completions'));
    const own = catalogue.filter((s) => !other.has(s));
    const component = own.find((s) => readFileSync(path.join(buildDir, s), 'utf8').includes('catalogue-provider'));
    expect(component, 'the catalogue component is in a chunk of its own page').toBeDefined();
    const gzipBytes = own.reduce((sum, s) => sum + gzipSync(readFileSync(path.join(buildDir, s))).length, 0);
    console.log(`catalogue-only scripts: ${own.length} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip (budget ${scriptBudgetBytes / 1024} KB)`);
    expect(gzipBytes).toBeLessThan(scriptBudgetBytes);
  });
});

describe('model data', () => {
  it('is published at /docs/models.json, equal to data/models.json', async () => {
    const page = await newPage();
    const response = await page.request.get(siteUrl('models.json'));
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(readFileSync(path.resolve('data/models.json'), 'utf8')));
    await page.context().close();
  });
});
