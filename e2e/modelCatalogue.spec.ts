import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {catalogueRows, vendorEntries} from '../data/catalogue';
import {checkModelData} from '../data/modelSchema';
import rawModels from '../data/models.json';
import snapshotExcerpt from '../scripts/models/fixtures/snapshot-excerpt.json';
import {applyFilters, noFilters} from '../src/components/ModelCatalogue/filters';
import {axeViolations} from './support/axe';
import {test as base, expect, gotoHydrated, type SharedPage} from './support/fixtures';
import {LAYOUT_WIDTHS} from './support/layout';
import {useSharedPage} from './support/sharedPage';
import {suiteScope} from '../scripts/lib/suiteScope';

const cataloguePath = 'Models/Catalogue';
const models = checkModelData(rawModels, 'data/models.json').data;
const rows = catalogueRows(models);

/**
 * The ids of the rows the browser paints, in their order: a row with a box. The filters' `hidden`
 * attribute is not read: a style that outranks it leaves a hidden row on screen.
 */
const shownIds = (page: Page, table = '[data-testid="model-catalogue"]') =>
  page.locator(`${table} tbody tr`).evaluateAll((trs) =>
    trs
      .filter((tr) => {
        const box = tr.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      })
      .map((tr) => tr.getAttribute('data-model')),
  );

/** The ids of the rows a filter text keeps, in the table's order. */
const matching = (text: string) => applyFilters(rows, {...noFilters, text}).map((row) => row.id);

/** Opens the catalogue and waits until its rows are React's (the data is fetched after the page hydrates). */
async function gotoCatalogue(page: Page, query = '') {
  await gotoHydrated(page, `${cataloguePath}${query}`);
  await expect(page.locator('form[data-interactive]')).toHaveCount(1);
}

/** Sets every filter back to none through the form, as a reader would, and waits for every row and a bare URL. */
async function clearFilters(page: Page) {
  await page.getByLabel('Search ids').fill('');
  await page.getByLabel('Provider').selectOption('');
  await page.getByLabel('Type').selectOption('');
  await page.getByLabel('Sort by').selectOption('id');
  for (const box of await page.locator('form[data-interactive] input[type="checkbox"]:checked').all())
    await box.uncheck();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(page.getByTestId('catalogue-count')).toHaveText(
    `Showing ${models.length} of ${models.length} model ids.`,
  );
}

// The catalogue's ~770 rows make it the costliest page to load. Tests that only read it, or set filters
// and clear them again, share one load per worker (sharedPage.ts): `served`, the page without JavaScript;
// `catalogue`, the interactive page with no filter set, in a context that may use the clipboard. Tests of
// a filtered link, of adopting the server rows and of a client-side navigation load their own.
const test = base.extend<{served: SharedPage; catalogue: SharedPage}>({
  served: async ({sharedPages, sites}, use, testInfo) =>
    useSharedPage(
      sharedPages.open(sites.local, cataloguePath, {javaScriptEnabled: false}),
      testInfo,
      async () => {},
      use,
    ),
  catalogue: async ({sharedPages, sites}, use, testInfo) =>
    useSharedPage(
      sharedPages
        .open(sites.local, cataloguePath, {permissions: ['clipboard-read', 'clipboard-write']})
        .then(async (shared) => {
          await expect(shared.page.locator('form[data-interactive]')).toHaveCount(1);
          return shared;
        }),
      testInfo,
      clearFilters,
      use,
    ),
});

test.describe('model catalogue', () => {
  // The server writes each id, with its anchor, and its vendor's name; the rest of each row comes
  // with JavaScript (src/components/ModelCatalogue), and a note says where to find it.
  test.describe('without JavaScript', () => {
    test('lists every id of the data, in the data order, each with its anchor and vendor', async ({served: {page}}) => {
      expect(await shownIds(page)).toEqual(models.map((m) => m.id));
      await expect(page.locator('th[id="claude-3-5-sonnet"]')).toHaveCount(1);
      await expect(page.locator('th[id="gpt-4-1"]')).toHaveCount(1);
      await expect(page.getByTestId('catalogue-count')).toHaveText(
        `Showing ${models.length} of ${models.length} model ids.`,
      );
      await expect(page.locator('[data-testid="model-catalogue"] thead th')).toHaveText(['Model id', 'Vendor']);
      await expect(page.locator('tr[data-model="grok-2-1212"] td')).toHaveText('Grok');
      await expect(page.locator('tr[data-model="o4-mini"] td')).toHaveText('OpenAI');
      await expect(page.locator('dl dt')).toHaveText(['R', 'S']);
    });

    test('says what the rows leave out and links each vendor page and models.json', async ({served: {page}}) => {
      const note = page.getByTestId('catalogue-no-script');
      await expect(note).toBeVisible();
      await expect(note).toContainText('Without JavaScript, this table lists each id with its vendor only');
      const vendors = [...new Set(rows.flatMap((row) => (row.vendor ? [row.vendor.slug] : [])))];
      expect(vendors.length).toBeGreaterThan(10);
      const links = await note.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.sort()).toEqual([...vendors.map((slug) => `/docs/Models/${slug}`), '/docs/models.json'].sort());
      // Every id with a vendor is on its vendor page, the others in models.json: every id stays reachable.
      for (const slug of vendors) expect(vendorEntries(slug, models).length, slug).toBeGreaterThan(0);
    });

    test("opens an id's anchor at its row", async ({browser, baseURL}) => {
      const context = await browser.newContext({javaScriptEnabled: false, baseURL});
      const page = await context.newPage();
      const last = models[models.length - 1]!.id;
      await page.goto(`${cataloguePath}#${last}`);
      await expect(page.locator(`th[id="${last}"]`)).toBeInViewport();
      await context.close();
    });
  });

  test('fills in each row once interactive: vendor page, sources and when each was seen', async ({
    catalogue: {page},
  }) => {
    await expect(page.getByTestId('catalogue-no-script')).toHaveCount(0);
    await expect(page.locator('tr[data-model="grok-2-1212"] a')).toHaveAttribute('href', '/docs/Models/Grok');
    await expect(page.locator('tr[data-model="o4-mini"] a')).toHaveAttribute('href', '/docs/Models/OpenAI');
    const seen = await page
      .locator('[data-testid="model-catalogue"] tbody tr td:last-child')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
    expect(seen).toHaveLength(models.length);
    for (const text of seen) expect(text).toMatch(/^[RWTSL] \d{4}-\d{2}-\d{2}( \(\d+ variants\))?(; |$)/);
    await expect(page.locator('tr[data-model="command-r"] td').last()).toHaveText(
      'R 2025-03-11 (2 variants); S 2025-10-27 (3 variants)',
    );
  });

  test("keeps an id's row in view as the rows fill in", async ({page, errors}) => {
    const id = rows[Math.floor(rows.length * 0.8)]!.id;
    await page.goto(`${cataloguePath}#${id}`);
    await expect(page.locator('form[data-interactive]')).toHaveCount(1);
    await expect(page.locator(`tr[data-model="${id}"] button`)).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('narrows the rows as filters are set, and keeps them in the query string', async ({
    catalogue: {page, errors},
  }) => {
    await page.getByLabel('Search ids').fill('grok');
    await expect.poll(() => shownIds(page)).toEqual(rows.filter((r) => r.id.startsWith('grok')).map((r) => r.id));
    await page.getByLabel('Type').selectOption('vision');
    await expect.poll(() => shownIds(page)).toEqual(['grok-2-vision-1212', 'grok-vision-beta']);
    await page.getByLabel('Sort by').selectOption('context-desc');
    await expect.poll(() => shownIds(page)).toEqual(['grok-2-vision-1212', 'grok-vision-beta']);
    await expect(page.getByTestId('catalogue-count')).toHaveText(`Showing 2 of ${models.length} model ids.`);
    expect(new URL(page.url()).search).toBe('?q=grok&type=vision&sort=context-desc');
    expect(errors).toEqual([]);
  });

  test(`paints only the rows that match, key by key as a reader types, at ${LAYOUT_WIDTHS.join('/')} px`, async ({
    catalogue: {page},
  }) => {
    const typed = 'claude 3';
    const viewport = page.viewportSize();
    try {
      for (const width of LAYOUT_WIDTHS) {
        await page.setViewportSize({width, height: 800});
        const box = page.getByLabel('Search ids');
        await box.fill('');
        await expect.poll(() => shownIds(page).then((ids) => ids.length), `${width} px, no text`).toBe(rows.length);
        await box.focus();
        for (let end = 1; end <= typed.length; end++) {
          await page.keyboard.type(typed[end - 1]!);
          const expected = matching(typed.slice(0, end));
          await expect.poll(() => shownIds(page), `${width} px, "${typed.slice(0, end)}"`).toEqual(expected);
        }
        // A row that matches is on screen once scrolled to; a row that does not has no box at all.
        const first = page.locator(`tr[data-model="${matching(typed)[0]}"]`);
        await first.scrollIntoViewIfNeeded();
        await expect(first).toBeInViewport();
        expect((await first.boundingBox())?.height).toBeGreaterThan(10);
        const other = rows.find((row) => !matching(typed).includes(row.id))!;
        expect(await page.locator(`tr[data-model="${other.id}"]`).boundingBox()).toBeNull();
        await expect(page.locator(`tr[data-model="${other.id}"]`)).toBeHidden();
      }
    } finally {
      if (viewport) await page.setViewportSize(viewport);
    }
  });

  test('finds both spellings of a version: "gpt-4.1" and "gpt-3.5"', async ({catalogue: {page}}) => {
    await page.getByLabel('Search ids').fill('gpt-4.1 mini');
    await expect.poll(() => shownIds(page)).toEqual(['gpt-4-1-mini', 'gpt-4-1-mini-2025-04-14']);
    await page.getByLabel('Search ids').fill('gpt-3.5-turbo-16k');
    await expect.poll(() => shownIds(page)).toEqual(['gpt-3-5-turbo-16k', 'gpt-3.5-turbo-16k']);
  });

  test('restores the filters from a shared link', async ({page}) => {
    await gotoCatalogue(page, '?provider=bedrock&cap=tools&q=jamba');
    await expect.poll(() => shownIds(page)).toEqual([]);
    await gotoCatalogue(page, '?provider=openrouter&cap=tools,streaming&q=jamba');
    await expect.poll(() => shownIds(page)).toEqual(['jamba-1-5-large', 'jamba-1-5-mini', 'jamba-instruct']);
    await expect(page.getByLabel('Search ids')).toHaveValue('jamba');
    await expect(page.getByLabel('Provider')).toHaveValue('openrouter');
    await expect(page.getByRole('checkbox', {name: 'Tools'})).toBeChecked();
    await expect(page.getByRole('checkbox', {name: 'Image input'})).not.toBeChecked();
  });

  test('sorts by context, largest first', async ({page}) => {
    await gotoCatalogue(page, '?sort=context-desc');
    const expected = applyFilters(rows, {...noFilters, sort: 'context-desc'}).slice(0, 3);
    await expect.poll(async () => (await shownIds(page)).slice(0, 3)).toEqual(expected.map((r) => r.id));
    await expect(page.locator('th[aria-sort="descending"]')).toHaveCount(1);
  });

  test('adopts the server rows without rendering them again', async ({page, errors}) => {
    await page.goto(cataloguePath);
    const row = page.locator('tr[data-model="gpt-4-1"]');
    await row.evaluate((tr) => ((tr as HTMLElement & {fromServer?: true}).fromServer = true));
    await expect(page.locator('form[data-interactive]')).toHaveCount(1);
    expect(await row.evaluate((tr) => (tr as HTMLElement & {fromServer?: true}).fromServer)).toBe(true);
    expect(errors).toEqual([]);
  });

  // A page of its own, on the page's clock: the button says "Copied" for a while after the copy, and on a
  // busy machine checking the clipboard first outlasted that while (a fresh clone failed so). Paused, the
  // label stays until the test runs the page's time on.
  test('copies an id to the clipboard, and says so until its time is up', async ({page}) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await gotoCatalogue(page);
    const copy = page.getByRole('button', {name: 'Copy grok-2-1212'});
    // The rows fill in on the page's timers: its row first, then the clock may stop.
    await expect(copy).toBeAttached();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('grok-2-1212');
    await page.clock.runFor(2_000);
    await expect(copy).toHaveText('Copy');
  });

  // The crawl leaves this page to this test (e2e/crawl.spec.ts): colour contrast over every one of the ~770 rows
  // takes axe over a minute, and every row has the same markup, so contrast is checked on a filtered view.
  // Every row has the same markup: a change run checks the filtered view only (suiteScope.ts).
  test(`has no axe violations: every rule on a filtered view${suiteScope === 'full' ? ', every rule but contrast on all rows' : ''}`, async ({
    page,
  }) => {
    if (suiteScope === 'full') {
      await gotoCatalogue(page);
      expect(await axeViolations(page, {disableRules: ['color-contrast']})).toEqual([]);
    }
    await gotoCatalogue(page, '?type=vision&cap=vision');
    await expect.poll(async () => (await shownIds(page)).length).toBeLessThan(20);
    // The rows the filters hide are `hidden`, out of every reader's reach; axe walking them anyway took
    // 16 s of this page's 21 (they are checked, shown, in the full run above).
    expect(await axeViolations(page, {exclude: '[data-testid="model-catalogue"] tbody tr[hidden]'})).toEqual([]);
  });

  test('renders from the fetched data after a client-side navigation', async ({page, errors}) => {
    await gotoHydrated(page, 'Models/Overview');
    await page.locator('article a[href="/docs/Models/Catalogue"]').first().click();
    await expect(page.locator('form[data-interactive]')).toHaveCount(1);
    await expect(page.locator('[data-testid="model-catalogue"] tbody tr')).toHaveCount(models.length);
    expect(errors).toEqual([]);
  });
});

test.describe('vendor model tables', () => {
  for (const vendor of ['Claude', 'OpenAI']) {
    test(`/docs/Models/${vendor} paints every one of its ids, at ${LAYOUT_WIDTHS.join('/')} px`, async ({page}) => {
      await gotoHydrated(page, `Models/${vendor}`);
      const table = `table[data-vendor="${vendor}"]`;
      const ids = vendorEntries(vendor, models).map((entry) => entry.id);
      expect(ids.length).toBeGreaterThan(0);
      for (const width of LAYOUT_WIDTHS) {
        await page.setViewportSize({width, height: 800});
        expect(await shownIds(page, table), `${width} px`).toEqual(ids);
        const last = page.locator(`${table} tr[data-model="${ids.at(-1)}"]`);
        await last.scrollIntoViewIfNeeded();
        await expect(last, `${width} px`).toBeInViewport();
      }
    });
  }
});

test.describe('model data', () => {
  test('is published at /docs/models.json, equal to data/models.json', async ({page}) => {
    const response = await page.request.get('models.json');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(readFileSync(path.resolve('data/models.json'), 'utf8')));
  });

  test("carries none of the snapshot's prices or labels, in the file or on the catalogue page", async ({page}) => {
    const published = await (await page.request.get('models.json')).text();
    const html = await (await page.request.get(cataloguePath)).text();
    expect(published).not.toMatch(/cost_per_1m|"pricing"|"name"/);
    for (const text of [published, html]) {
      expect(text).not.toMatch(/cost_per_1m|"pricing"/);
      // Its labels that are not plain names: the part in brackets was written by the snapshot's generator.
      for (const {name} of snapshotExcerpt.models.filter((m) => m.name.includes('('))) expect(text).not.toContain(name);
      expect(text).not.toMatch(/\((OpenRouter|EdenAI|DeepInfra|Bedrock|Anthropic)[^)]*\)/);
    }
  });
});
