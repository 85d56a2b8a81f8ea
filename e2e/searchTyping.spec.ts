import type {Page, Route} from '@playwright/test';
import {expect, gotoHydrated, networkQuiet, pageSettled, test} from './support/fixtures';
import {searchInput, shownHits} from './support/search';

/**
 * No keystroke lost: a reader who presses the shortcut and types at once, on a CPU slowed 4×
 * (CPU_SLOWDOWN), finds the whole word in the box and its results on screen, on the page's first open
 * (the modal's code loads on that key) and on a reopen. Keys go 30 ms apart, as a quick typist's do.
 */
const KEY_DELAY_MS = 30;

/** How many times slower the page's CPU runs. */
const CPU_SLOWDOWN = 4;

/**
 * Slows the page's CPU, and gives the test as many times its limit: the limit is the config's for work
 * at full speed, and a busy machine slows the throttled page further still.
 */
async function slowCpu(page: Page) {
  test.setTimeout(CPU_SLOWDOWN * test.info().project.timeout);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
}

/** Presses `shortcut` and types `word` right after it, key by key; then the box as painted and its results. */
async function typeAfterShortcut(page: Page, shortcut: string, word: string) {
  await page.keyboard.press(shortcut);
  await page.keyboard.type(word, {delay: KEY_DELAY_MS});
  const input = searchInput(page);
  await expect(input).toBeVisible();
  await expect(input).toHaveValue(word);
  await expect(input).toBeInViewport();
  // Results for the whole word: a hit naming it is on screen. On a slow machine a pause between two
  // keys can settle a prefix's search first, whose hits show until the whole word's answer replaces them.
  const hit = page.locator('.DocSearch-Hit').first();
  await expect(hit).toBeVisible();
  await expect(hit).toBeInViewport();
  await expect
    .poll(async () => (await shownHits(page)).map((shown) => shown.title))
    .toContainEqual(expect.stringMatching(new RegExp(word, 'i')));
}

for (const shortcut of ['Control+k', '/']) {
  test(`keeps every key typed right after ${shortcut}, on the first open and a reopen, with the CPU slowed 4×`, async ({
    page,
    errors,
  }) => {
    await gotoHydrated(page, 'Terms/privacy');
    await slowCpu(page);
    await typeAfterShortcut(page, shortcut, 'routing');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // Escape gave the search button focus; `/` opens from anywhere but a text field.
    await typeAfterShortcut(page, shortcut, 'streaming');
    expect(errors).toEqual([]);
  });
}

test('Escape while the modal loads keeps it closed and the keys typed off the page', async ({page, errors}) => {
  await gotoHydrated(page, 'Terms/privacy');
  await slowCpu(page);
  // The modal's code is held until the reader has pressed Escape, so Escape comes while it loads
  // however fast the machine is.
  const held: Route[] = [];
  let released = false;
  await page.route('**/*.js', (route) => (released ? route.continue() : void held.push(route)));
  await page.keyboard.press('Control+k');
  await page.keyboard.type('ab', {delay: KEY_DELAY_MS});
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  released = true;
  for (const route of held) await route.continue();
  // Once the modal's code is in, nothing opens; a new open starts empty.
  await networkQuiet(page);
  await pageSettled(page);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeVisible();
  await expect(searchInput(page)).toHaveValue('');
  expect(errors).toEqual([]);
});

test('"See all N results" counts the hits of the query on screen, typed key by key after another search', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, 'Terms/privacy');
  await page.keyboard.press('Control+k');
  const input = searchInput(page);
  await expect(input).toBeVisible();
  const seeAll = page.locator('.DocSearch-HitsFooter');
  const count = async () => Number(/See all (\d+) results/.exec((await seeAll.textContent()) ?? '')?.[1]);
  const query = 'rate limits';
  // The modal's first search: the query pasted whole, one search, its own count.
  await input.fill(query);
  await expect(seeAll).toBeVisible();
  await networkQuiet(page);
  const pasted = await count();
  expect(pasted).toBeGreaterThan(0);
  // The same query typed key by key in the same modal runs a search a pause: the count is still its own.
  await input.fill('');
  await input.pressSequentially(query, {delay: 100});
  await expect.poll(count).toBe(pasted);
  await expect(seeAll).toBeVisible();
  expect(errors).toEqual([]);
});
