import AxeBuilder from '@axe-core/playwright';
import {describe, expect, it} from 'vitest';
import {siteUrl, useBrowser} from './support/browser';
import {routesFixture} from './support/routes';

const {newPage} = useBrowser();

const apiTags = (routesFixture as unknown as {apiTags: Record<string, string[]>}).apiTags;
const operations = Object.entries(apiTags).flatMap(([tag, slugs]) => (tag === 'introduction' ? [] : slugs.map((slug) => ({tag, slug}))));

describe('API reference pages', () => {
  it.each(operations)('/api/$slug shows the operation with code samples and no request controls', async ({slug}) => {
    const page = await newPage();
    const response = await page.goto(siteUrl(`api/${slug}`));
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    expect(await page.locator('h1').count()).toBe(1);
    const tabs = await page.locator('.api-code-samples [role="tab"]').allInnerTexts();
    expect(tabs).toEqual(expect.arrayContaining(['curl', 'Python (requests)', 'TypeScript (fetch)', 'Go']));
    expect(await page.locator('.api-code-samples pre').first().innerText()).toContain('https://apipie.ai/');
    expect(await page.getByRole('button', {name: /send api request/i}).count()).toBe(0);
    expect(await page.locator('main :is(input, textarea, select)').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('API category pages', () => {
  it.each(Object.keys(apiTags).filter((t) => t !== 'introduction'))('/category/api/%s lists its operations', async (tag) => {
    const page = await newPage();
    const response = await page.goto(siteUrl(`category/api/${tag}`));
    expect(response?.status()).toBe(200);
    const hrefs = await page.locator('main article a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const slug of apiTags[tag]!) expect(hrefs).toContain(`/docs/api/${slug}`);
    await page.context().close();
  });
});

describe('downloadable description', () => {
  it('is linked from the introduction and served at /docs/openapi.json with code samples', async () => {
    const page = await newPage();
    await page.goto(siteUrl('api/introduction'));
    expect(await page.locator('a[href="/docs/openapi.json"]').count()).toBeGreaterThan(0);
    const res = await page.request.get(siteUrl('openapi.json'));
    expect(res.status()).toBe(200);
    const spec = (await res.json()) as {openapi: string; paths: Record<string, Record<string, {'x-codeSamples'?: unknown[]}>>};
    expect(spec.openapi).toBe('3.1.0');
    const ops = Object.values(spec.paths).flatMap((item) => Object.values(item));
    expect(ops).toHaveLength(operations.length);
    for (const op of ops) expect(op['x-codeSamples']?.length).toBeGreaterThanOrEqual(4);
  });
});

describe('API pages before hydration', () => {
  const pages = ['introduction', ...operations.map(({slug}) => slug)];
  it.each(pages)('the served HTML of /api/%s passes axe', async (slug) => {
    const page = await newPage();
    // No script files load: what axe sees is the HTML as served, styled by its stylesheets.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const response = await page.goto(siteUrl(`api/${slug}`));
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-has-hydrated'))).toBe('false');
    // Every schema disclosure open, as a reader may leave them: collapsed content escapes axe.
    const opened = await page.evaluate(() => {
      const closed = Array.from(document.querySelectorAll('details:not([open])'));
      closed.forEach((details) => details.setAttribute('open', ''));
      return closed.length;
    });
    // The chat completion request has nested objects: a check that the disclosures are there to open.
    if (slug === 'chatcompletions') expect(opened).toBeGreaterThan(0);
    const {violations} = await new AxeBuilder({page}).options({resultTypes: ['violations']}).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    await page.context().close();
  });
});
