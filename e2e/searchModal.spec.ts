import type {Page} from '@playwright/test';
import {openBuiltEngine} from 'apipie-docs-search/node';
import {parseQuery, words} from 'apipie-docs-search';
import {isMainBundle} from '../bench/pageWeight';
import {expect, gotoHydrated, networkQuiet, pageSettled} from './support/fixtures';
import {recordScripts} from './support/scripts';
import {ICON, openSearch, searchFor, searchInput, shownHits, testWithHome as test} from './support/search';

const modal = (page: Page) => page.locator('.DocSearch-Modal');

test.describe('search button and shortcuts', () => {
  test('reads Search with a Ctrl+K hint', async ({home: {page, errors}}) => {
    const button = page.locator('.DocSearch-Button');
    await expect(button.locator('.DocSearch-Button-Placeholder')).toHaveText('Search');
    // "Ctrl" is drawn as an icon; the label spells it out.
    await expect(button.locator('.DocSearch-Button-Key .DocSearch-Control-Key-Icon')).toHaveCount(1);
    await expect(button.locator('.DocSearch-Button-Key').last()).toHaveText('K');
    await expect(button).toHaveAttribute('aria-label', 'Search (Ctrl+K)');
    expect(errors).toEqual([]);
  });

  test('shows ⌘K on Apple platforms', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'}));
    await gotoHydrated(page);
    await expect(page.locator('.DocSearch-Button-Key')).toHaveText(['⌘', 'K']);
    await expect(page.locator('.DocSearch-Button')).toHaveAttribute('aria-label', 'Search (Command+K)');
  });

  test('opens with / when not typing in a field, and closes with Escape', async ({page, errors}) => {
    await gotoHydrated(page, 'Terms/privacy');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('does not open with / while the visitor types in a field', async ({page}) => {
    await gotoHydrated(page, 'search');
    const field = page.locator('input[name="q"]');
    await field.focus();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await pageSettled(page);
    await expect(modal(page)).toHaveCount(0);
  });

  test('closes on a click outside the dialog', async ({home: {page}}) => {
    await openSearch(page);
    await page.mouse.click(5, 795);
    await expect(modal(page)).toHaveCount(0);
  });

  test('opens with the letter typed while the button has focus as the query', async ({home: {page}}) => {
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('p');
    await expect(searchInput(page)).toHaveValue('p');
  });

  test('opens with Ctrl+K and with Cmd+K', async ({home: {page}}) => {
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
  });
});

test.describe('loading the modal', () => {
  test("loads DocSearch's code on first intent, never with the page", async ({page}) => {
    const scripts = recordScripts(page);
    // A class name only the modal's code holds (DocSearch's ModalShell), not the button's.
    const withModal = async () =>
      (await scripts()).filter((script) => script.body.includes('DocSearch-Modal')).map((script) => script.url);
    await gotoHydrated(page);
    await networkQuiet(page);
    await pageSettled(page);
    expect(await withModal()).toEqual([]);
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(async () => (await withModal()).length).toBeGreaterThan(0);
    expect((await withModal()).filter(isMainBundle)).toEqual([]);
  });
});

test.describe('loading the index', () => {
  test('fetches nothing for search on page load, and the index on first hover', async ({page, errors}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page);
    await networkQuiet(page);
    await page.mouse.wheel(0, 600);
    await pageSettled(page);
    expect(indexRequests).toEqual([]);
    await page.locator('.DocSearch-Button').hover();
    // The manifest, which holds the meta: a query's term shards and hits' doc chunks wait for the query.
    await expect.poll(() => indexRequests.length).toBe(1);
    expect(indexRequests[0]).toBe('/docs/search-index/manifest.json');
    await pageSettled(page);
    expect(indexRequests).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('also loads it when search is opened from the keyboard, each file once per visit', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) requests.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page);
    await openSearch(page);
    await searchFor(page, 'privacy');
    const afterFirst = requests.length;
    // The query's term shards and the doc chunks of its hits, beside the manifest.
    expect(requests.filter((p) => /\/t-[0-9a-f]+\.[0-9a-f]{12}\.json$/.test(p)).length).toBeGreaterThan(0);
    expect(requests.filter((p) => /\/d-\d+\.[0-9a-f]{12}\.json$/.test(p)).length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await openSearch(page);
    await searchFor(page, 'privacy');
    expect(requests).toHaveLength(afterFirst);
    await searchFor(page, 'pools');
    expect(requests.filter((p) => p.endsWith('/manifest.json'))).toHaveLength(1);
    // No meta file: the manifest holds the meta.
    expect(requests.filter((p) => /\/meta\./.test(p))).toEqual([]);
    expect(new Set(requests).size).toBe(requests.length);
  });
});

test.describe('search input', () => {
  test('has the placeholder Search docs, a 64-character limit, and autocomplete, autocorrect and spellcheck off', async ({
    home: {page},
  }) => {
    await openSearch(page);
    const input = searchInput(page);
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await expect(input).toHaveAttribute('maxlength', '64');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveAttribute('autocorrect', 'off');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(input).toBeFocused();
    await page.keyboard.type('x'.repeat(70));
    await expect(input).toHaveValue('x'.repeat(64));
  });

  test('starts from text selected on the page, cut to 64 characters', async ({page}) => {
    await gotoHydrated(page, 'Terms/privacy');
    const selected = await page.evaluate(() => {
      const paragraph = document.querySelector('article p')!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      window.getSelection()!.addRange(range);
      return window.getSelection()!.toString();
    });
    expect(selected.length).toBeGreaterThan(64);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toHaveValue(selected.slice(0, 64));
  });
});

test.describe('results', () => {
  test('groups hits by section, at most 5 per group and 20 in all, with icons by hit type and links to each hit', async ({
    home: {page, errors},
  }) => {
    await openSearch(page);
    await searchFor(page, 'api');
    const hits = await shownHits(page);
    const groups = new Map<string, number>();
    for (const hit of hits) groups.set(hit.group, (groups.get(hit.group) ?? 0) + 1);
    expect(groups.size).toBeGreaterThan(1);
    expect(Math.max(...groups.values())).toBe(5);
    expect(hits.length).toBeLessThanOrEqual(20);
    const seeAll = await page.locator('.DocSearch-HitsFooter a').innerText();
    expect(Number(/See all (\d+) results/.exec(seeAll)?.[1])).toBeGreaterThan(20);

    expect(errors).toEqual([]);
  });

  test('shows every hit as a link to its url that is itself the listbox option, with icons by hit type as the spec names them: a page for lvl1, lines for body text and a hierarchy for any other level', async ({
    home: {page, errors},
    site,
  }) => {
    await openSearch(page);
    // A query whose hits include a page title, other headings and body text.
    await searchFor(page, 'memory');
    const hits = await shownHits(page);
    // The type of each shown hit, from the same index the page searched.
    const engine = await openBuiltEngine(site.buildDir);
    const matched = (await engine.search(parseQuery('memory'), {length: 20})).matches.map(({record}) => record);
    const byHref = new Map(
      matched.map((record) => [new URL(record.url).pathname + new URL(record.url).hash, record.type]),
    );
    expect(hits.length).toBeGreaterThan(5);
    const kinds = new Set<string>();
    for (const hit of hits) {
      expect(hit.markup, hit.title).toEqual({itemRole: 'none', tag: 'a', role: 'option'});
      const type = byHref.get(hit.href);
      expect(type, hit.href).toBeDefined();
      const kind = type === 'lvl1' || type === 'content' ? type : 'hierarchy';
      expect(hit.icon, `${hit.href} (${type})`).toBe(ICON[kind]);
      kinds.add(kind);
    }
    expect([...kinds].sort()).toEqual(['content', 'hierarchy', 'lvl1']);
    // The input (the combobox) points at the active option, which is the first hit's link.
    const activeId = await searchInput(page).getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('href', hits[0]!.href);
    await expect(searchInput(page)).toHaveAttribute('role', 'combobox');
    await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });

  for (const [width, count] of [
    [1280, 10],
    [768, 5],
  ] as const) {
    test(`cuts body snippets to ${count} words at ${width} px (10, and 5 on screens up to 768 px wide)`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, 'Terms/privacy');
      await page.locator('.DocSearch-Button').click();
      await searchFor(page, 'information');
      const lengths = await page
        .locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title')
        .allInnerTexts()
        .then((titles) => titles.filter((t) => t.includes('…')).map((t) => words(t).length));
      expect(lengths.length, `truncated snippets at ${width} px`).toBeGreaterThan(0);
      expect(Math.max(...lengths)).toBe(count);
    });
  }

  test('highlights the matched words', async ({home: {page}}) => {
    await openSearch(page);
    await searchFor(page, 'rate limits');
    await expect(page.locator('.DocSearch-Hit-title mark').first()).toHaveText(/rate|limits/i);
  });

  test('shows markup written in the docs as text', async ({home: {page, errors}}) => {
    await openSearch(page);
    await searchFor(page, 'bearer your key');
    const bearer = page.locator('.DocSearch-Hit-title', {hasText: 'Bearer <your key>'}).first();
    await expect(bearer).toBeVisible();
    expect(await bearer.innerHTML()).toContain('<mark>Bearer</mark> &lt;<mark>your</mark> <mark>key</mark>&gt;');
    expect(errors).toEqual([]);
  });

  test('shows markup typed into the query as text and never renders it', async ({home: {page, errors}}) => {
    await openSearch(page);
    // Rendered as HTML, this would run zzqq() and throw a ReferenceError. Every word is one
    // no page contains, so the no-results screen repeats the query.
    const query = '<xqzvk onmouseover=zzqq()>';
    await searchInput(page).fill(query);
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await expect(page.locator('.DocSearch-Title strong')).toHaveText(query);
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
    await pageSettled(page);
    expect(errors).toEqual([]);
  });

  test('links to the search page with every result', async ({page}) => {
    await gotoHydrated(page);
    await openSearch(page);
    await searchFor(page, 'memory');
    await page.locator('.DocSearch-HitsFooter a').click();
    await page.waitForURL(/\/docs\/search\?q=memory$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });
});

test.describe('keyboard on results', () => {
  test('moves the active hit with the arrow keys and wraps around both ends', async ({home: {page}}) => {
    await openSearch(page);
    await searchFor(page, 'privacy');
    const hits = await shownHits(page);
    const active = async () => (await shownHits(page)).findIndex((hit) => hit.selected);
    expect(await active()).toBe(0);
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe(1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(active).toBe(hits.length - 1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe(0);
  });

  test('follows the active hit with Enter, inside the app', async ({page, errors, site}) => {
    await gotoHydrated(page);
    await page.evaluate(() => ((window as unknown as {marker: string}).marker = 'same document'));
    await openSearch(page);
    await searchFor(page, 'mem_expire');
    const target = (await shownHits(page))[0]!.href;
    await page.keyboard.press('Enter');
    await page.waitForURL(site.url(target.replace('/docs/', '')));
    await expect(modal(page)).toHaveCount(0);
    // A client-side navigation keeps the document.
    expect(await page.evaluate(() => (window as unknown as {marker: string}).marker)).toBe('same document');
    expect(errors).toEqual([]);
  });

  test('opens the hit in a new tab with Ctrl+Enter or Cmd+Enter, in a new window with Shift+Enter, and does nothing on Alt+Enter', async ({
    home: {page},
  }) => {
    const opened = async (keys: string) => {
      await openSearch(page);
      await searchFor(page, 'privacy policy');
      const href = (await shownHits(page))[0]!.href;
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press(keys)]);
      await tab.waitForLoadState();
      const result = {
        url: new URL(tab.url()).pathname,
        popup: !(await tab.evaluate(() => window.locationbar.visible)),
        href,
      };
      await tab.close();
      if (await modal(page).count()) await page.keyboard.press('Escape');
      return result;
    };
    for (const keys of ['Control+Enter', 'Meta+Enter']) {
      const tab = await opened(keys);
      expect(tab.url).toBe(tab.href);
      expect(tab.popup, keys).toBe(false);
    }
    const popup = await opened('Shift+Enter');
    expect(popup.url).toBe(popup.href);
    expect(popup.popup).toBe(true);

    const before = page.url();
    await openSearch(page);
    await searchFor(page, 'privacy policy');
    await page.keyboard.press('Alt+Enter');
    await pageSettled(page);
    expect(page.url()).toBe(before);
    expect(page.context().pages()).toHaveLength(1);
  });
});

test.describe('footer', () => {
  test('shows the key hints and credits the engine that answers', async ({home: {page}}) => {
    await openSearch(page);
    const footer = page.locator('.DocSearch-Footer');
    await expect(footer.locator('.DocSearch-Commands')).toHaveText(/to navigate[\s\S]*to select[\s\S]*to close/);
    expect(
      await footer
        .locator('.DocSearch-Commands [aria-label]')
        .evaluateAll((keys) => keys.map((key) => key.getAttribute('aria-label'))),
    ).toEqual(['Arrow down', 'Arrow up', 'Enter key', 'Escape key']);
    // Locally the credit names the site's own search in place of Algolia's. It links the search's
    // README only where the build knows its repository (config/editLinks.ts), as edit links do.
    const credit = footer.locator('.site-search-credit');
    await expect(credit).toBeVisible();
    await expect(credit).toHaveText('Search by APIpie docs search');
    const href = await credit.getAttribute('href');
    if (href !== null) expect(href).toMatch(/^https:\/\/.+\/blob\/main\/src\/search\/README\.md$/);
    await expect(footer.locator('a[href*="algolia.com"]')).toBeHidden();
  });
});
