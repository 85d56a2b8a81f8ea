import type {Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {expect, expectHydrated, gotoHydrated, test} from './support/fixtures';

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

test.describe('"Was this page helpful?"', () => {
  test('Yes thanks the reader and is remembered in this browser on reload', async ({page, errors}) => {
    await gotoHydrated(page, GUIDE.path);
    await feedback(page).getByRole('button', {name: 'Yes'}).click();
    await expect(feedback(page).getByRole('status')).toContainText('glad it helped');
    await expect(feedback(page).getByRole('button')).toHaveCount(0);
    await page.reload();
    await expectHydrated(page);
    await expect(feedback(page).getByRole('status')).toContainText('glad it helped');
    await expect(feedback(page).getByRole('button', {name: 'Yes'})).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('No opens an optional comment box, focused, whose text the issue link carries', async ({page, errors}) => {
    await gotoHydrated(page, GUIDE.path);
    expect(await issueFields(page)).toEqual({
      title: 'Docs feedback: Chat completions',
      body: `Page: ${GUIDE.url}\nSection: Features\n`,
      labels: 'docs-feedback',
    });
    await feedback(page).getByRole('button', {name: 'No'}).click();
    const box = feedback(page).getByRole('textbox', {name: /What was wrong or missing/});
    await expect(box).toBeFocused();
    await page.keyboard.type('The streaming example & its "model" id need a note.');
    await expect
      .poll(() => issueFields(page))
      .toEqual({
        title: 'Docs feedback: Chat completions',
        body: `Page: ${GUIDE.url}\nSection: Features\n\nThe streaming example & its "model" id need a note.\n`,
        labels: 'docs-feedback',
      });
    expect(await axeViolations(page, {include: 'section[aria-labelledby]'})).toEqual([]);
    // A long comment is cut, the page URL kept.
    await box.fill('x y '.repeat(1500));
    await expect.poll(async () => (await issueFields(page)).body?.trimEnd().endsWith('…')).toBe(true);
    expect((await issueFields(page)).body!.startsWith(`Page: ${GUIDE.url}\nSection: Features\n\nx y x y`)).toBe(true);
    await page.reload();
    await expectHydrated(page);
    await expect(feedback(page).getByRole('status')).toContainText('Thanks for telling us');
    expect(errors).toEqual([]);
  });

  test('is on API operation pages too, with their section, and is reachable by keyboard', async ({page, errors}) => {
    await gotoHydrated(page, API_PAGE);
    const fields = await issueFields(page);
    expect(fields.title).toBe('Docs feedback: Create a chat completion');
    expect(fields.body).toContain('Page: https://apipie.ai/docs/api/chatcompletions\nSection: API reference › Chat\n');
    const yes = feedback(page).getByRole('button', {name: 'Yes'});
    await yes.focus();
    await page.keyboard.press('Enter');
    await expect(feedback(page).getByRole('status')).toContainText('glad it helped');
    expect(await axeViolations(page, {include: 'section[aria-labelledby]'})).toEqual([]);
    expect(errors).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('shows a plain link to the same prefilled issue form', async ({page}) => {
      await page.goto(GUIDE.path);
      await expect(feedback(page).getByRole('link', {name: 'Open an issue'})).toBeVisible();
      expect(await issueFields(page)).toEqual({
        title: 'Docs feedback: Chat completions',
        body: `Page: ${GUIDE.url}\nSection: Features\n`,
        labels: 'docs-feedback',
      });
    });
  });

  test('stays out of the Markdown twin', async ({request, site}) => {
    const twin = await request.get(site.url(`${GUIDE.path}.md`));
    expect(twin.status()).toBe(200);
    expect(await twin.text()).not.toContain('Was this page helpful');
  });
});
