import {readFileSync} from 'node:fs';
import {requireBuiltPageFile} from '../plugins/built-site/files';
import {FULL_RUN_TAG, firstOfEach, sourceTag} from '../scripts/lib/suiteScope';
import {API_PAGES_AXED_AS_SERVED, API_PAGES_SOURCE, apiOperations as operations, apiTags} from './support/apiPages';
import {axeViolations} from './support/axe';
import {planPage} from './support/axePlan';
import {expect, expectHydrated, test} from './support/fixtures';
import {LOCAL_BUILD_DIR} from './support/servedBuilds';

// The operation pages share one template and differ by their data: a change run (suiteScope.ts) checks,
// for each set of markup kinds their content brings (axePlan.ts), the page with the most schema
// disclosures; the others are tagged for the full run, and for a change run that touches the API description.
const shapeOf = new Map(
  operations.map(({slug}) => {
    const page = `api/${slug}`;
    const markup = planPage(LOCAL_BUILD_DIR, page).ownMarkup.sort().join(', ');
    const disclosures = readFileSync(requireBuiltPageFile(LOCAL_BUILD_DIR, page), 'utf8').split('<details').length - 1;
    return [slug, {markup, disclosures}];
  }),
);
const sampled = operations.filter(
  firstOfEach(
    ({slug}) => shapeOf.get(slug)!.markup,
    ({slug}) => shapeOf.get(slug)!.disclosures,
  ),
);
const axedInChangeRun = new Set(['api/introduction', ...sampled.map(({slug}) => `api/${slug}`)]);
/** A test's options: tagged for the full run unless every change run checks its page. */
const runIf = (page: string) => ({tag: axedInChangeRun.has(page) ? [] : [FULL_RUN_TAG, sourceTag(API_PAGES_SOURCE)]});

test.describe('API reference pages', () => {
  for (const {slug} of operations) {
    const run = runIf(`api/${slug}`);
    test(`/api/${slug} shows the operation with code samples and no request controls`, run, async ({page, errors}) => {
      const response = await page.goto(`api/${slug}`);
      expect(response?.status()).toBe(200);
      await expectHydrated(page);
      await expect(page.locator('h1')).toHaveCount(1);
      const tabs = await page.locator('.api-code-samples [role="tab"]').allInnerTexts();
      expect(tabs).toEqual(expect.arrayContaining(['curl', 'Python (requests)', 'Go']));
      // OpenAI-compatible operations whose example sends APIpie's fields show TypeScript through the SDK only.
      expect(tabs.filter((tab) => /^TypeScript \((fetch|OpenAI SDK)\)$/.test(tab)).length).toBeGreaterThan(0);
      await expect(page.locator('.api-code-samples pre').first()).toContainText('https://apipie.ai/');
      await expect(page.getByRole('button', {name: /send api request/i})).toHaveCount(0);
      await expect(page.locator('main :is(input, textarea, select)')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('API category pages', () => {
  for (const tag of Object.keys(apiTags).filter((t) => t !== 'introduction')) {
    test(`/category/api/${tag} lists its operations, each with its description`, async ({page}) => {
      const response = await page.goto(`category/api/${tag}`);
      expect(response?.status()).toBe(200);
      const hrefs = await page
        .locator('main article a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const slug of apiTags[tag]!) expect(hrefs).toContain(`/docs/api/${slug}`);
      // Each card's description comes from the version's doc map, which every doc page loads.
      await expectHydrated(page);
      for (const slug of apiTags[tag]!) {
        await expect(
          page.locator(`main article a[href="/docs/api/${slug}"] .theme-doc-card-description`),
        ).not.toBeEmpty();
      }
    });
  }
});

test.describe('unverified facts (x-apipie-unverified)', () => {
  test('show a note at the operation, the field and the status, in the page and its twin', async ({page, errors}) => {
    await page.goto('api/create-update-state-settings-merge');
    await expectHydrated(page);
    const admonition = page.locator('.theme-admonition-caution').first();
    await expect(admonition).toContainText('Unverified');
    await expect(admonition).toContainText('No source gives the method and path');
    const locked = page.locator('.api-field', {has: page.locator('code.api-field__name', {hasText: /^locked$/})});
    await expect(locked.locator('.api-field__flag--unverified')).toHaveText('unverified');
    await expect(locked.locator('.api-unverified')).toContainText('how the API reports the lock');
    await page.getByRole('tab', {name: '403', exact: true}).first().click();
    const note = page
      .locator('[role="tabpanel"] .api-unverified')
      .filter({hasText: 'what the API answers to a change while state is locked'})
      .first();
    await expect(note).toBeVisible();
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeInViewport();
    const twin = await (await page.request.get('api/create-update-state-settings-merge.md')).text();
    expect(twin).toMatch(/> \*\*Unverified:\*\* No source gives the method and path/);
    expect(twin).toContain('**Unverified:** Sources say an account can lock state to the dashboard');
    expect(errors).toEqual([]);
  });

  test('are listed on the introduction and absent from operations no mark touches', async ({page}) => {
    await page.goto('api/introduction');
    const list = page.locator('table', {has: page.locator('th', {hasText: 'Why'})});
    await expect(list.locator('a[href="/docs/api/get-current-state-settings"]').first()).toBeVisible();
    await page.goto('api/chatcompletions');
    await expect(page.locator('.api-unverified, .theme-admonition-caution')).toHaveCount(0);
  });

  test('appear on the State feature page from the same data, linking each operation', async ({page, errors}) => {
    await page.goto('Features/State');
    await expectHydrated(page);
    const note = page.locator('.theme-admonition-caution', {hasText: 'Unverified'});
    await expect(note).toContainText('No source gives the method and path of the state operations');
    for (const slug of [
      'get-current-state-settings',
      'create-update-state-settings-merge',
      'delete-entire-state-records',
    ])
      await expect(note.locator(`a[href="/docs/api/${slug}"]`).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('downloadable description', () => {
  test('is linked from the introduction and served at /docs/openapi.json with code samples', async ({page}) => {
    await page.goto('api/introduction');
    expect(await page.locator('a[href="/docs/openapi.json"]').count()).toBeGreaterThan(0);
    const res = await page.request.get('openapi.json');
    expect(res.status()).toBe(200);
    const spec = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, {'x-codeSamples'?: unknown[]}>>;
    };
    expect(spec.openapi).toBe('3.1.0');
    const ops = Object.values(spec.paths).flatMap((item) => Object.values(item));
    expect(ops).toHaveLength(operations.length);
    for (const op of ops) expect(op['x-codeSamples']?.length).toBeGreaterThanOrEqual(4);
  });
});

// The crawl (crawl.spec.ts) leaves these pages' content to this test: what hydration adds to it is
// the code blocks' buttons, theme markup that the crawl checks on the API template's page.
test.describe('API pages before hydration', () => {
  for (const relative of API_PAGES_AXED_AS_SERVED) {
    test(`the served HTML of /${relative} passes axe`, runIf(relative), async ({page}) => {
      // No script files load: what axe sees is the HTML as served, styled by its stylesheets.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      const response = await page.goto(relative);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
      // Every schema disclosure open, as a reader may leave them: collapsed content escapes axe.
      const opened = await page.evaluate(() => {
        const closed = Array.from(document.querySelectorAll('details:not([open])'));
        closed.forEach((details) => details.setAttribute('open', ''));
        return closed.length;
      });
      // The chat completion request has nested objects: a check that the disclosures are there to open.
      if (relative === 'api/chatcompletions') expect(opened).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
