import type {Page, Route} from '@playwright/test';
import {shardKey, splitShardKey} from 'apipie-docs-search';
import {expect, gotoHydrated, test} from './support/fixtures';
import {openSearch, searchInput} from './support/search';

/** Errors other than the browser's own report of the requests the test cut off. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(e));

/** Searches for `query` (by default "privacy") in the modal and waits for the spec's failure screen. */
async function expectUnableToFetch(page: Page, query = 'privacy', typed = false) {
  await gotoHydrated(page);
  await openSearch(page);
  if (typed) await page.keyboard.type(query);
  else await searchInput(page).fill(query);
  const error = page.locator('.DocSearch-ErrorScreen');
  await expect(error.locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
  await expect(error.locator('.DocSearch-Help')).toHaveText('You might want to check your network connection.');
  await expect(error).toBeVisible();
}

/** Types `query` in place of the modal's query and waits for its hits, the failure screen gone. */
async function expectHits(page: Page, query: string) {
  // As a reader replaces a query: select it all, type over it.
  await searchInput(page).press('ControlOrMeta+a');
  await page.keyboard.type(query);
  await expect(searchInput(page)).toHaveValue(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
}

/** The term shard holding `word`: its two-character one, or its three-character one where split (indexFormat.ts). */
const shardOf = (word: string) =>
  new RegExp(`/search-index/t-(?:${shardKey(word)}|${splitShardKey(word)})\\.[0-9a-f]+\\.json$`);

/** The browser's own console line for a response the test made fail (a 404), and nothing else. */
const notFoundLines = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));

test.describe('search failures', () => {
  test('shows "Unable to fetch results" when the index cannot be fetched, without crashing, and recovers once it can', async ({
    page,
    errors,
  }) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await expectUnableToFetch(page);
    expect(unexpected(errors)).toEqual([]);

    await page.unroute('**/search-index/**');
    await searchInput(page).fill('privacy policy');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    expect(unexpected(errors)).toEqual([]);
  });

  test('shows "Unable to fetch results" when the index is corrupt, without crashing', async ({page, errors}) => {
    // A truncated manifest, as a half-finished upload or a broken proxy would serve it.
    await page.route('**/search-index/manifest.json', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"format": 9, "hash": "0a1b", "meta": {"pages": [[3, 0, 0',
      }),
    );
    await expectUnableToFetch(page);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  for (const [name, answer] of [
    ['missing', (route: Route) => route.fulfill({status: 404, contentType: 'text/plain', body: 'Not found'})],
    [
      'corrupt',
      (route: Route) => route.fulfill({status: 200, contentType: 'application/json', body: '[["privacy",[0,3'}),
    ],
  ] as const) {
    test(`shows "Unable to fetch results" when a term shard is ${name}, and recovers on the next query`, async ({
      page,
      errors,
    }) => {
      const privacyShard = shardOf('privacy');
      await page.route(privacyShard, answer);
      await expectUnableToFetch(page, 'privacy', true);
      // The next query needs other shards: its hits show while the broken one stays broken.
      await expectHits(page, 'models');
      // Once the shard can be read, the query that failed finds its hits.
      await page.unroute(privacyShard);
      await expectHits(page, 'privacy');
      expect(notFoundLines(errors)).toEqual([]);
      await expect(page.locator('nav.navbar')).toBeVisible();
    });
  }

  test('answers a 64-character query of symbols, emoji or a pasted stack trace without a console error', async ({
    page,
    errors,
  }) => {
    const trace = [
      "TypeError: Cannot read properties of undefined (reading 'map')",
      '    at renderHits (webpack://site/./src/hits.tsx:12:5)',
    ].join('\n');
    const queries = [
      {name: 'symbols', typed: '!@#$%^&*()_+-=[]{}|;:\'",.<>/?`~\\'.repeat(3).slice(0, 64)},
      // 28 emoji of two UTF-16 units each and a joined one (🧑‍💻, five units): 64 units, the input's limit.
      {name: 'emoji', typed: '🔥🚀🤖🍕'.repeat(3) + '🧑‍💻' + '🔥🚀🤖🍕'.repeat(4) + 'abc'},
    ];
    await gotoHydrated(page);
    await openSearch(page);
    const answered = page.locator('.DocSearch-Hit, .DocSearch-NoResults').first();
    for (const {name, typed} of queries) {
      await searchInput(page).press('ControlOrMeta+a');
      await page.keyboard.type(typed);
      await expect(searchInput(page), name).toHaveValue(typed);
      await expect(answered, name).toBeVisible();
      await expect(page.locator('.DocSearch-ErrorScreen'), name).toHaveCount(0);
    }
    // A stack trace pasted whole: its line break becomes part of one line, cut at the input's limit.
    await searchInput(page).press('ControlOrMeta+a');
    await page.keyboard.insertText(trace);
    const pasted = await searchInput(page).inputValue();
    expect(pasted.length).toBe(64);
    await expect(answered).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('shows the stalled state once a search has waited 300 ms, then the results', async ({page, errors}) => {
    // A slow network: the index files (not the manifest) are held until the stalled state has shown, however
    // fast or slow the machine is.
    const held: Route[] = [];
    let released = false;
    await page.route('**/search-index/*.*.json', (route) => (released ? route.continue() : void held.push(route)));
    await gotoHydrated(page);
    await openSearch(page);
    await page.evaluate(() => {
      const times = ((window as unknown as {stallTimes: number[]}).stallTimes = [] as number[]);
      const input = document.querySelector('.DocSearch-Input')!;
      input.addEventListener('input', () => times.push(performance.now()), {once: true});
      new MutationObserver(() => {
        if (times.length === 1 && document.querySelector('.DocSearch-Container--Stalled'))
          times.push(performance.now());
      }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['class']});
    });
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.type('p');
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(1);
    await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();
    const [typedAt, stalledAt] = await page.evaluate(() => (window as unknown as {stallTimes: number[]}).stallTimes);
    // Not before 300 ms; how long after is the machine's speed, which prints but never fails a test.
    expect(stalledAt! - typedAt!).toBeGreaterThanOrEqual(290);
    console.log(`[search stalled state] shown ${(stalledAt! - typedAt!).toFixed(0)} ms after the first key`);
    released = true;
    for (const route of held) await route.continue();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
