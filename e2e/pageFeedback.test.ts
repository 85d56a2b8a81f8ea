import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import type {TrackedPage} from './support/browser';
import {axeViolations} from './support/axe';
import {siteUrl, useBrowser} from './support/browser';

const {newPage} = useBrowser();

const ISSUE_FORM = 'https://github.com/neuronic-ai/APIpie.ai-docs/issues/new';
const GUIDE = {path: 'Features/Completions', url: 'https://apipie.ai/docs/Features/Completions'};
const API_PAGE = 'api/chatcompletions';

const feedback = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});

/** The issue link's prefilled fields, decoded. */
async function issueFields(page: Page): Promise<Record<string, string>> {
  const href = await feedback(page).getByRole('link', {name: 'Open an issue'}).getAttribute('href');
  expect(href!.startsWith(`${ISSUE_FORM}?`), href!).toBe(true);
  expect(href!.length).toBeLessThanOrEqual(2000);
  return Object.fromEntries(new URL(href!).searchParams);
}

async function openHydrated(relative: string): Promise<TrackedPage> {
  const page = await newPage();
  await page.goto(siteUrl(relative), {waitUntil: 'networkidle'});
  return page;
}

describe('"Was this page helpful?"', () => {
  it('Yes thanks the reader and is remembered in this browser on reload', async () => {
    const page = await openHydrated(GUIDE.path);
    await feedback(page).getByRole('button', {name: 'Yes'}).click();
    await expect.poll(() => feedback(page).getByRole('status').textContent()).toContain('glad it helped');
    await expect.poll(() => feedback(page).getByRole('button').count()).toBe(0);
    await page.reload({waitUntil: 'networkidle'});
    await expect.poll(() => feedback(page).getByRole('status').textContent()).toContain('glad it helped');
    expect(await feedback(page).getByRole('button', {name: 'Yes'}).count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('No opens an optional comment box, focused, whose text the issue link carries', async () => {
    const page = await openHydrated(GUIDE.path);
    expect(await issueFields(page)).toEqual({
      title: 'Docs feedback: Chat completions',
      body: `Page: ${GUIDE.url}\nSection: Features\n`,
      labels: 'docs-feedback',
    });
    await feedback(page).getByRole('button', {name: 'No'}).click();
    const box = feedback(page).getByRole('textbox', {name: /What was wrong or missing/});
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('The streaming example & its "model" id need a note.');
    const fields = await issueFields(page);
    expect(fields.body).toBe(`Page: ${GUIDE.url}\nSection: Features\n\nThe streaming example & its "model" id need a note.\n`);
    expect(fields.labels).toBe('docs-feedback');
    expect(await axeViolations(page, {include: 'section[aria-labelledby]'})).toEqual([]);
    // A long comment is cut, the page URL kept.
    await box.fill('x y '.repeat(1500));
    const long = await issueFields(page);
    expect(long.body!.startsWith(`Page: ${GUIDE.url}\n`)).toBe(true);
    expect(long.body!.trimEnd().endsWith('…')).toBe(true);
    await page.reload({waitUntil: 'networkidle'});
    await expect.poll(() => feedback(page).getByRole('status').textContent()).toContain('Thanks for telling us');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('is on API operation pages too, with their section, and is reachable by keyboard', async () => {
    const page = await openHydrated(API_PAGE);
    const fields = await issueFields(page);
    expect(fields.title).toBe('Docs feedback: Create a chat completion');
    expect(fields.body).toContain('Page: https://apipie.ai/docs/api/chatcompletions\nSection: API reference › Chat\n');
    const yes = feedback(page).getByRole('button', {name: 'Yes'});
    await yes.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => feedback(page).getByRole('status').textContent()).toContain('glad it helped');
    expect(await axeViolations(page, {include: 'section[aria-labelledby]'})).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript, shows a plain link to the same prefilled issue form', async () => {
    const page = await newPage({javaScriptEnabled: false});
    await page.goto(siteUrl(GUIDE.path));
    const link = feedback(page).getByRole('link', {name: 'Open an issue'});
    expect(await link.isVisible()).toBe(true);
    expect(await issueFields(page)).toEqual({
      title: 'Docs feedback: Chat completions',
      body: `Page: ${GUIDE.url}\nSection: Features\n`,
      labels: 'docs-feedback',
    });
    await page.context().close();
  });

  it('stays out of the Markdown twin', async () => {
    const page = await newPage();
    const twin = await page.request.get(siteUrl(`${GUIDE.path}.md`));
    expect(twin.status()).toBe(200);
    expect(await twin.text()).not.toContain('Was this page helpful');
    await page.context().close();
  });
});
