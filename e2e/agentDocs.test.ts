import AxeBuilder from '@axe-core/playwright';
import {describe, expect, it} from 'vitest';
import {OMIT_FROM_TWIN_ATTRIBUTE} from '../src/markdownTwins/omit';
import {siteUrl, useBrowser, type TrackedPage} from './support/browser';

const {newPage} = useBrowser();

/** Text only the menu's lazily loaded chunk holds. */
const MENU_CHUNK_TEXT = 'Open in Claude';

async function openHydrated(relative: string, options = {}): Promise<TrackedPage> {
  const page = await newPage(options);
  await page.goto(siteUrl(relative));
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  return page;
}

const axeViolations = async (page: TrackedPage, include?: string) => {
  const builder = new AxeBuilder({page}).options({resultTypes: ['violations']});
  const {violations} = await (include ? builder.include(include) : builder).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

describe('Markdown twins on the served site', () => {
  it.each([
    ['', 'index.md'],
    ['Features/Routing', 'Features/Routing.md'],
    ['api/chatcompletions', 'api/chatcompletions.md'],
    ['blog', 'blog.md'],
  ])('/docs/%s links its twin, which is served as text/markdown', async (relative, twin) => {
    const page = await newPage();
    await page.goto(siteUrl(relative));
    expect(await page.getAttribute('link[rel="alternate"][type="text/markdown"]', 'href')).toBe(`/docs/${twin}`);
    const response = await page.request.get(siteUrl(twin));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toMatch(/^> Documentation index: \[\/docs\/llms\.txt\]/);
    await page.context().close();
  });
});

describe('agent note', () => {
  it('is in the built HTML near the top, hidden from sight and from screen readers, and passes axe', async () => {
    const html = await (await fetch(siteUrl('Features/Routing'))).text();
    const body = html.slice(html.indexOf('<body'));
    const noteAt = body.indexOf('data-agent-note');
    expect(noteAt).toBeGreaterThan(0);
    expect(noteAt / body.length).toBeLessThan(0.1);

    const page = await openHydrated('Features/Routing');
    const note = page.locator('[data-agent-note]');
    await expect.poll(() => note.textContent()).toBe(
      'Note for AI agents: the index of this documentation is at /docs/llms.txt, and this page is available as Markdown at /docs/Features/Routing.md.',
    );
    expect(await note.getAttribute('aria-hidden')).toBe('true');
    // Visually hidden: a clipped 1px box (Playwright counts any non-empty box as visible).
    const box = await note.boundingBox();
    expect(box && box.width <= 1 && box.height <= 1).toBe(true);
    expect(await note.evaluate((element) => getComputedStyle(element).clipPath)).toBe('inset(50%)');
    expect(await note.locator('a, button, [tabindex]').count()).toBe(0);
    // What assistive technology gets: the note is not in the accessibility tree at all.
    expect(await page.locator('body').ariaSnapshot()).not.toContain('Note for AI agents');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('not-found page', () => {
  it('has no twin link nor agent note, before or after hydration, and hydrates without errors', async () => {
    const page = await newPage();
    const response = await page.goto(siteUrl('no-such-page'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('[data-agent-note]').count()).toBe(0);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    expect(await page.locator('[data-agent-note]').count()).toBe(0);
    expect(await page.locator('link[type="text/markdown"]').count()).toBe(0);
    // The 404 status itself is logged by the browser; anything else (a hydration mismatch) is a failure.
    expect(page.errors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.context().close();
  });
});

describe('Copy page menu', () => {
  it('loads its menu code only on hover, and nothing from other origins until a click', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(siteUrl('Features/Routing'));
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((source) => source.includes(MENU_CHUNK_TEXT))).toBe(false);
    await page.getByRole('button', {name: 'Copy page'}).hover();
    await expect.poll(() => scripts.some((source) => source.includes(MENU_CHUNK_TEXT))).toBe(true);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('Copy as Markdown puts exactly the twin on the clipboard', async () => {
    const page = await openHydrated('api/chatcompletions', {permissions: ['clipboard-read', 'clipboard-write']});
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Page copied as Markdown');
    const twin = await (await page.request.get(siteUrl('api/chatcompletions.md'))).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('offers the twin and chat apps with a prompt citing its absolute URL', async () => {
    const page = await openHydrated('Features/Routing');
    await page.getByRole('button', {name: 'Copy page'}).click();
    expect(await page.getByRole('menuitem', {name: 'View as Markdown'}).getAttribute('href')).toBe('/docs/Features/Routing.md');
    const prompt = 'Read https://apipie.ai/docs/Features/Routing.md so I can ask questions about it.';
    for (const [name, origin] of [
      ['Open in ChatGPT', 'https://chatgpt.com'],
      ['Open in Claude', 'https://claude.ai'],
    ] as const) {
      const item = page.getByRole('menuitem', {name});
      const url = new URL((await item.getAttribute('href')) ?? '');
      expect(url.origin).toBe(origin);
      expect(url.searchParams.get('q')).toBe(prompt);
      expect(await item.getAttribute('target')).toBe('_blank');
      expect(await item.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('works from the keyboard and passes axe while open', async () => {
    const page = await openHydrated('Features/Routing');
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.focus();
    await page.keyboard.press('Enter');
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focusedName).toBe('Copy as Markdown');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe('View as Markdown');
    await page.keyboard.press('End');
    expect(await focusedName()).toBe('Open in Claude');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe('Copy as Markdown');
    expect(await axeViolations(page, `[${OMIT_FROM_TWIN_ATTRIBUTE}]`)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await focusedName()).toBe('Copy page');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('sits by the title of API pages too', async () => {
    const page = await openHydrated('api/chatcompletions');
    const button = await page.getByRole('button', {name: 'Copy page'}).boundingBox();
    const title = await page.locator('h1').boundingBox();
    expect(button && title).toBeTruthy();
    // Same band as the title, to its right.
    expect(Math.abs((button?.y ?? 0) - (title?.y ?? 0))).toBeLessThan(40);
    expect(button?.x ?? 0).toBeGreaterThan(title?.x ?? 0);
    await page.context().close();
  });
});
