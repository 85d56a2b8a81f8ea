import {axeViolations} from './support/axe';
import {OMIT_FROM_TWIN_ATTRIBUTE} from 'apipie-docs-markdown-twins';
import {expect, expectHydrated, gotoHydrated, networkQuiet, test} from './support/fixtures';
import {recordScripts} from './support/scripts';
import {builtSiteOrigin} from './support/sitemap';

/** Text only the menu's lazily loaded chunk holds. */
const MENU_CHUNK_TEXT = 'Open in Claude';

test.describe('Markdown twins on the served site', () => {
  for (const [relative, twin] of [
    ['', 'index.md'],
    ['Features/Routing', 'Features/Routing.md'],
    ['api/chatcompletions', 'api/chatcompletions.md'],
    ['blog', 'blog.md'],
  ] as const) {
    test(`/docs/${relative} links its twin, served as text/markdown, and llms.txt`, async ({page, site}) => {
      await page.goto(relative);
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
        'href',
        `/docs/${twin}`,
      );
      await expect(page.locator('link[rel="describedby"]')).toHaveAttribute('href', '/docs/llms.txt');
      expect((await page.request.get('llms.txt')).status()).toBe(200);
      const response = await page.request.get(twin);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      // Absolute on the origin the build was made for, as every link in a twin is.
      const index = `${builtSiteOrigin(site.buildDir)}/docs/llms.txt`;
      expect((await response.text()).startsWith(`> Documentation index: [${index}](${index}).`)).toBe(true);
    });
  }
});

test.describe('agent note', () => {
  test('is in the built HTML near the top, hidden from sight and from screen readers, and passes axe', async ({
    page,
    site,
  }) => {
    const html = await (await fetch(site.url('Features/Routing'))).text();
    const body = html.slice(html.indexOf('<body'));
    const noteAt = body.indexOf('data-agent-note');
    expect(noteAt).toBeGreaterThan(0);
    expect(noteAt / body.length).toBeLessThan(0.1);

    await gotoHydrated(page, 'Features/Routing');
    const note = page.locator('[data-agent-note]');
    await expect(note).toHaveText(
      'Note for AI agents: the index of this documentation is at /docs/llms.txt, and this page is available as Markdown at /docs/Features/Routing.md.',
    );
    await expect(note).toHaveAttribute('aria-hidden', 'true');
    // Visually hidden: a clipped 1px box (Playwright counts any non-empty box as visible).
    const box = await note.boundingBox();
    expect(box && box.width <= 1 && box.height <= 1).toBe(true);
    expect(await note.evaluate((element) => getComputedStyle(element).clipPath)).toBe('inset(50%)');
    await expect(note.locator('a, button, [tabindex]')).toHaveCount(0);
    // What assistive technology gets: the note is not in the accessibility tree at all.
    expect(await page.locator('body').ariaSnapshot()).not.toContain('Note for AI agents');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('not-found page', () => {
  test('has no twin link nor agent note, before or after hydration, and hydrates without errors', async ({
    page,
    errors,
  }) => {
    const response = await page.goto('no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.locator('[data-agent-note]').count()).toBe(0);
    await expectHydrated(page);
    await expect(page.locator('[data-agent-note]')).toHaveCount(0);
    await expect(page.locator('link[type="text/markdown"]')).toHaveCount(0);
    await expect(page.locator('link[rel="describedby"]')).toHaveCount(0);
    // The 404 status itself is logged by the browser; anything else (a hydration mismatch) is a failure.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});

test.describe('Copy page menu', () => {
  test('loads its menu code only on hover, and nothing from other origins until a click', async ({page, errors}) => {
    const scripts = recordScripts(page);
    const menuLoaded = async () => (await scripts()).some(({body}) => body.includes(MENU_CHUNK_TEXT));
    await gotoHydrated(page, 'Features/Routing');
    await networkQuiet(page);
    expect(await menuLoaded()).toBe(false);
    await page.getByRole('button', {name: 'Copy page'}).hover();
    await expect.poll(menuLoaded).toBe(true);
    expect(errors).toEqual([]);
  });

  test.describe('with clipboard access', () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    test('Copy as Markdown puts exactly the twin on the clipboard', async ({page, errors}) => {
      await gotoHydrated(page, 'api/chatcompletions');
      await page.getByRole('button', {name: 'Copy page'}).click();
      await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
      await expect(page.getByRole('status')).toHaveText('Page copied as Markdown');
      const twin = await (await page.request.get('api/chatcompletions.md')).text();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
      expect(errors).toEqual([]);
    });
  });

  test('offers the twin and chat apps with a prompt citing its absolute URL', async ({page, errors}) => {
    await gotoHydrated(page, 'Features/Routing');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/docs/Features/Routing.md',
    );
    const prompt = 'Read https://apipie.ai/docs/Features/Routing.md so I can ask questions about it.';
    for (const [name, origin] of [
      ['Open in ChatGPT', 'https://chatgpt.com'],
      ['Open in Claude', 'https://claude.ai'],
    ] as const) {
      const item = page.getByRole('menuitem', {name});
      const url = new URL((await item.getAttribute('href')) ?? '');
      expect(url.origin).toBe(origin);
      expect(url.searchParams.get('q')).toBe(prompt);
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(errors).toEqual([]);
  });

  test('works from the keyboard and passes axe while open', async ({page}) => {
    await gotoHydrated(page, 'Features/Routing');
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.focus();
    await page.keyboard.press('Enter');
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focusedName).toBe('Copy as Markdown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // What the reader sees: the menu on screen, its items painted.
    await expect(page.getByRole('menu')).toBeInViewport();
    expect((await page.getByRole('menuitem', {name: 'Copy as Markdown'}).boundingBox())?.height).toBeGreaterThan(16);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedName).toBe('View as Markdown');
    await page.keyboard.press('End');
    await expect.poll(focusedName).toBe('Open in Claude');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedName).toBe('Copy as Markdown');
    expect(await axeViolations(page, {include: `[${OMIT_FROM_TWIN_ATTRIBUTE}]`})).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByText('Copy as Markdown')).toBeHidden();
    await expect.poll(focusedName).toBe('Copy page');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('sits by the title of API pages too', async ({page}) => {
    await gotoHydrated(page, 'api/chatcompletions');
    const button = await page.getByRole('button', {name: 'Copy page'}).boundingBox();
    const title = await page.locator('h1').boundingBox();
    expect(button && title).toBeTruthy();
    // Same band as the title, to its right.
    expect(Math.abs((button?.y ?? 0) - (title?.y ?? 0))).toBeLessThan(40);
    expect(button?.x ?? 0).toBeGreaterThan(title?.x ?? 0);
  });
});
