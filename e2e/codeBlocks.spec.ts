import {themes, type PrismTheme} from 'prism-react-renderer';
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, pageSettled, test} from './support/fixtures';
import {recordScripts} from './support/scripts';

// Code blocks and tabs keep the server's HTML through hydration (the CodeBlock
// eject and the theme-classic patch drop their remount), their token colours come from CSS
// keyed by the colour mode (plugins/code-theme), not from inline styles, and
// hydration adopts the server's token markup instead of tokenizing again
// (src/theme/CodeBlock/Content), so a page from the server loads no Prism at
// all. Prism comes in a lazy chunk (src/components/HighlightedCode) only when
// the browser renders code itself: the checks below that the markup survives
// hydration and that code is highlighted after a client-side navigation cover
// both paths.

/**
 * Records the scripts the page loads; the returned function reads those that carry Prism's bash grammar, the one that
 * knows the word "shebang".
 */
function trackPrismScripts(page: Page): () => Promise<string[]> {
  const scripts = recordScripts(page);
  return async () => (await scripts()).filter(({body}) => body.includes('shebang')).map(({url}) => url);
}

/** A guide with code in tabs, an API page with sample and response tabs, a post with one block. */
const PAGES_WITH_CODE = ['Features/Completions', 'api/chatcompletions', 'blog/2024/06/20/welcome'];

test.describe('code blocks', () => {
  for (const relative of PAGES_WITH_CODE) {
    test(`${relative}: hydration keeps every code block and tab set the server rendered, without Prism`, async ({
      page,
      errors,
    }) => {
      const prismScripts = trackPrismScripts(page);
      await page.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, {removedCodeNodes: removed});
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of Array.from(record.removedNodes)) {
              if (!(node instanceof Element)) continue;
              const selector = '.theme-code-block, .theme-tabs-container';
              if (node.matches(selector) || node.querySelector(selector)) removed.push(node.className);
            }
        }).observe(document, {childList: true, subtree: true});
      });
      await gotoHydrated(page, relative);
      await pageSettled(page);
      expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as {removedCodeNodes: string[]}).removedCodeNodes)).toEqual(
        [],
      );
      expect(await page.locator('.theme-code-block .token').count()).toBeGreaterThan(0);
      expect(await prismScripts()).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a tab set still switches panels and code after hydration', async ({page}) => {
    await gotoHydrated(page, 'api/chatcompletions');
    const samples = page.locator('.api-code-samples');
    await samples.getByRole('tab', {name: 'Python (requests)'}).click();
    await expect(samples.getByRole('tab', {name: 'Python (requests)'})).toHaveAttribute('aria-selected', 'true');
    const shown = samples.locator('[role="tabpanel"] .prism-code').filter({visible: true});
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveClass(/language-python/);
    await expect(shown).toContainText('import requests');
  });

  test('code rendered in the browser after a client-side navigation is highlighted', async ({page, errors}) => {
    const prismScripts = trackPrismScripts(page);
    await gotoHydrated(page, 'category/api/chat');
    await pageSettled(page);
    expect(await prismScripts()).toEqual([]);
    await page.locator('article a[href="/docs/api/chatcompletions"]').first().click();
    await expect(page).toHaveURL(/\/api\/chatcompletions$/);
    // The curl sample is bash: its first word is a function token only if the bash grammar loaded.
    await expect(page.locator('.api-code-samples .language-bash .token.function').first()).toHaveText('curl');
    expect(await prismScripts()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  /** A theme colour as the browser's computed style writes it (#rrggbb becomes rgb(r, g, b)). */
  function computedColor(color: string | undefined): string {
    if (!color) throw new Error('the theme has no such colour');
    const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
    return hex
      ? `rgb(${hex
          .slice(1)
          .map((h) => parseInt(h, 16))
          .join(', ')})`
      : color;
  }

  /** The colour a theme gives a token type that no language-only entry overrides. */
  const tokenColor = (theme: PrismTheme, type: string) =>
    computedColor(
      [...theme.styles].reverse().find((entry) => entry.types.includes(type) && !entry.languages)?.style.color,
    );

  // The site is dark only (no switch), so the light rules are checked by setting the mode by hand.
  for (const [mode, theme] of [
    ['dark', themes.oceanicNext],
    ['light', themes.vsLight],
  ] as const) {
    test(`token colours follow the ${mode} theme, without inline styles`, async ({page}) => {
      await gotoHydrated(page, 'Features/Completions');
      await page.locator('html').evaluate((html, value) => html.setAttribute('data-theme', value), mode);
      const string = page.locator('.theme-code-block .token.string').first();
      await expect(string).toHaveCSS('color', tokenColor(theme, 'string'));
      expect(await page.locator('.theme-code-block [style*="color"]').count()).toBe(0);
      await expect(page.locator('.theme-code-block').first()).toHaveCSS(
        'background-color',
        computedColor(theme.plain.backgroundColor),
      );
    });
  }
});
