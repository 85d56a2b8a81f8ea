import {describe, expect, inject, it} from 'vitest';
import {SearchEngine} from '../src/search/engine';
import {readBuiltRecords} from '../src/search/builtIndex';
import {parseQuery} from '../src/search/query';
import {words} from '../src/search/tokenize';
import {siteUrl, useBrowser, type TrackedPage} from './support/browser';
import {hydrated, ICON, inputHasFocus, openSearch, searchFor, searchInput, shownHits} from './support/search';

const {newPage} = useBrowser();

function builtEngine(): SearchEngine {
  return new SearchEngine(readBuiltRecords(inject('buildDir')));
}

async function ready(page: TrackedPage, route = '') {
  await page.goto(siteUrl(route));
  await page.waitForFunction(hydrated);
}

const modal = (page: TrackedPage) => page.locator('.DocSearch-Modal');

describe('search button and shortcuts', () => {
  it('reads Search with a Ctrl+K hint', async () => {
    const page = await newPage();
    await ready(page);
    const button = page.locator('.DocSearch-Button');
    expect(await button.locator('.DocSearch-Button-Placeholder').innerText()).toBe('Search');
    // "Ctrl" is drawn as an icon; the label spells it out.
    expect(await button.locator('.DocSearch-Button-Key .DocSearch-Control-Key-Icon').count()).toBe(1);
    expect(await button.locator('.DocSearch-Button-Key').last().innerText()).toBe('K');
    expect(await button.getAttribute('aria-label')).toBe('Search (Ctrl+K)');
    expect(page.errors).toEqual([]);
  });

  it('shows ⌘K on Apple platforms', async () => {
    const page = await newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'}));
    await ready(page);
    await expect.poll(() => page.locator('.DocSearch-Button-Key').allInnerTexts()).toEqual(['⌘', 'K']);
    expect(await page.locator('.DocSearch-Button').getAttribute('aria-label')).toBe('Search (Command+K)');
  });

  it('opens with / when not typing in a field, and closes with Escape', async () => {
    const page = await newPage();
    await ready(page, 'Terms/privacy');
    await page.keyboard.press('/');
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    await expect.poll(() => inputHasFocus(page)).toBe(true);
    expect(await searchInput(page).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('does not open with / while the visitor types in a field', async () => {
    const page = await newPage();
    await ready(page, 'search');
    const field = page.locator('input[name="q"]');
    await field.focus();
    await page.keyboard.type('a/b');
    expect(await field.inputValue()).toBe('a/b');
    expect(await modal(page).count()).toBe(0);
  });

  it('closes on a click outside the dialog', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    await page.mouse.click(5, 795);
    await expect.poll(() => modal(page).count()).toBe(0);
  });

  it('opens with the letter typed while the button has focus as the query', async () => {
    const page = await newPage();
    await ready(page);
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('p');
    await expect.poll(() => searchInput(page).inputValue().catch(() => '')).toBe('p');
  });

  it('opens with Ctrl+K and with Cmd+K', async () => {
    const page = await newPage();
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect.poll(() => modal(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
    await page.keyboard.press('Meta+k');
    await expect.poll(() => modal(page).isVisible()).toBe(true);
  });
});

describe('loading the index', () => {
  it('fetches nothing for search on page load, and the index on first hover', async () => {
    const page = await newPage();
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(new URL(request.url()).pathname);
    });
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(indexRequests).toEqual([]);
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => indexRequests.length).toBe(2);
    expect(indexRequests[0]).toBe('/docs/search-index/manifest.json');
    expect(indexRequests[1]).toMatch(/^\/docs\/search-index\/index\.[0-9a-f]{12}\.json$/);
    expect(page.errors).toEqual([]);
  });

  it('also fetches it when search is opened from the keyboard, once per visit', async () => {
    const page = await newPage();
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) requests++;
    });
    await ready(page);
    await openSearch(page);
    await searchFor(page, 'privacy');
    await page.keyboard.press('Escape');
    await openSearch(page);
    await searchFor(page, 'pools');
    expect(requests).toBe(2);
  });
});

describe('search input', () => {
  it('has the placeholder Search docs, a 64-character limit, and autocomplete, autocorrect and spellcheck off', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    const input = searchInput(page);
    expect(await input.getAttribute('placeholder')).toBe('Search docs');
    expect(await input.getAttribute('maxlength')).toBe('64');
    expect(await input.getAttribute('autocomplete')).toBe('off');
    expect(await input.getAttribute('autocorrect')).toBe('off');
    expect(await input.getAttribute('spellcheck')).toBe('false');
    await expect.poll(() => inputHasFocus(page)).toBe(true);
    await page.keyboard.type('x'.repeat(70));
    expect(await input.inputValue()).toBe('x'.repeat(64));
  });

  it('starts from text selected on the page, cut to 64 characters', async () => {
    const page = await newPage();
    await ready(page, 'Terms/privacy');
    const selected = await page.evaluate(() => {
      const paragraph = document.querySelector('article p')!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      window.getSelection()!.addRange(range);
      return window.getSelection()!.toString();
    });
    expect(selected.length).toBeGreaterThan(64);
    await page.keyboard.press('Control+k');
    await expect.poll(() => searchInput(page).inputValue()).toBe(selected.slice(0, 64));
  });
});

describe('results', () => {
  it('groups hits by section, at most 5 per group and 20 in all, with icons by hit type and links to each hit', async () => {
    const page = await newPage();
    await ready(page);
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

    expect(page.errors).toEqual([]);
  });

  it('shows a page icon for page hits, a lines icon for body text and a hierarchy icon for other headings', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    await searchFor(page, 'privacy');
    const hits = await shownHits(page);
    // The type of each shown hit, from the same index the page searched.
    const matched = builtEngine().search(parseQuery('privacy')).map(({record}) => record);
    const byHref = new Map(matched.map((record) => [new URL(record.url).pathname + new URL(record.url).hash, record.type]));
    const kinds = new Set<string>();
    for (const hit of hits) {
      const type = byHref.get(hit.href);
      expect(type, hit.href).toBeDefined();
      const expected = type === 'lvl1' ? ICON.lvl1 : type === 'content' ? ICON.content : ICON.heading;
      expect(hit.icon.startsWith(expected), `${hit.href} (${type})`).toBe(true);
      kinds.add(type === 'lvl1' || type === 'content' ? type! : 'heading');
    }
    expect([...kinds].sort()).toEqual(['content', 'heading', 'lvl1']);
    expect(page.errors).toEqual([]);
  });

  it('cuts body snippets to 10 words, and to 5 on screens up to 768 px wide', async () => {
    for (const [width, count] of [
      [1280, 10],
      [768, 5],
    ] as const) {
      const page = await newPage({viewport: {width, height: 900}});
      await ready(page, 'Terms/privacy');
      await page.locator('.DocSearch-Button').click();
      await searchFor(page, 'information');
      const lengths = await page
        .locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title')
        .allInnerTexts()
        .then((titles) => titles.filter((t) => t.includes('…')).map((t) => words(t).length));
      expect(lengths.length, `truncated snippets at ${width} px`).toBeGreaterThan(0);
      expect(Math.max(...lengths)).toBe(count);
    }
  });

  it('highlights the matched words', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    await searchFor(page, 'rate limits');
    expect(await page.locator('.DocSearch-Hit-title mark').first().innerText()).toMatch(/rate|limits/i);
  });

  it('shows markup written in the docs as text', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    await searchFor(page, 'bearer your key');
    const bearer = page.locator('.DocSearch-Hit-title', {hasText: 'Bearer <your key>'}).first();
    expect(await bearer.isVisible()).toBe(true);
    expect(await bearer.innerHTML()).toContain('<mark>Bearer</mark> &lt;<mark>your</mark> <mark>key</mark>&gt;');
    expect(page.errors).toEqual([]);
  });

  it('shows markup typed into the query as text and never renders it', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    // Rendered as HTML, this would run zzqq() and throw a ReferenceError. Every word is one
    // no page contains, so the no-results screen repeats the query.
    const query = '<xqzvk onmouseover=zzqq()>';
    await searchInput(page).fill(query);
    await page.locator('.DocSearch-NoResults').waitFor();
    expect(await page.locator('.DocSearch-Title strong').innerText()).toBe(query);
    expect(await page.locator('.DocSearch-Modal img').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(page.errors).toEqual([]);
  });

  it('links to the search page with every result', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    await searchFor(page, 'memory');
    await page.locator('.DocSearch-HitsFooter a').click();
    await page.waitForURL(/\/docs\/search\?q=memory$/);
    await expect.poll(() => page.locator('main article').count(), {timeout: 10_000}).toBeGreaterThan(0);
  });
});

describe('keyboard on results', () => {
  it('moves the active hit with the arrow keys and wraps around both ends', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    await searchFor(page, 'privacy');
    const hits = await shownHits(page);
    const active = async () => (await shownHits(page)).findIndex((hit) => hit.selected);
    expect(await active()).toBe(0);
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe(hits.length - 1);
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(0);
  });

  it('follows the active hit with Enter, inside the app', async () => {
    const page = await newPage();
    await ready(page);
    await page.evaluate(() => ((window as unknown as {marker: string}).marker = 'same document'));
    await openSearch(page);
    await searchFor(page, 'mem_expire');
    const target = (await shownHits(page))[0]!.href;
    await page.keyboard.press('Enter');
    await page.waitForURL(siteUrl(target.replace('/docs/', '')));
    expect(await modal(page).count()).toBe(0);
    // A client-side navigation keeps the document.
    expect(await page.evaluate(() => (window as unknown as {marker: string}).marker)).toBe('same document');
    expect(page.errors).toEqual([]);
  });

  it('opens the hit in a new tab with Ctrl+Enter or Cmd+Enter, in a new window with Shift+Enter, and does nothing on Alt+Enter', async () => {
    const page = await newPage();
    await ready(page);
    const opened = async (keys: string) => {
      await openSearch(page);
      await searchFor(page, 'privacy policy');
      const href = (await shownHits(page))[0]!.href;
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press(keys)]);
      await tab.waitForLoadState();
      const result = {url: new URL(tab.url()).pathname, popup: !(await tab.evaluate(() => window.locationbar.visible)), href};
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
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before);
    expect(page.context().pages()).toHaveLength(1);
  });
});

describe('footer', () => {
  it('shows the key hints and credits the engine that answers', async () => {
    const page = await newPage();
    await ready(page);
    await openSearch(page);
    const footer = page.locator('.DocSearch-Footer');
    expect(await footer.locator('.DocSearch-Commands').innerText()).toMatch(/to select[\s\S]*to navigate[\s\S]*to close/);
    expect(await footer.locator('.DocSearch-Commands svg[aria-label]').evaluateAll((icons) => icons.map((i) => i.getAttribute('aria-label')))).toEqual([
      'Enter key',
      'Arrow down',
      'Arrow up',
      'Escape key',
    ]);
    const credit = footer.locator('.DocSearch-Logo a');
    expect(await credit.getAttribute('href')).toBe('https://lucaong.github.io/minisearch/');
    expect(await credit.getAttribute('aria-label')).toBe('Search by MiniSearch');
    expect(await credit.innerText()).toContain('Search by');
    expect(await credit.evaluate((a) => getComputedStyle(a, '::after').content)).toBe('"MiniSearch"');
    expect(await credit.locator('svg').isVisible()).toBe(false);
  });
});
