/**
 * What the search modal costs and how axe finds it, for this site's build and
 * a baseline build side by side, in one run:
 *   npm run bench:search-modal                         build/ alone
 *   npm run bench:search-modal -- --baseline DIR       and a build of another commit (e.g. main's) in DIR
 * Per build: main.js and all JS on page load (gzip), the scripts and styles the
 * first hover on the search button adds (the modal's code; the local index is
 * counted apart), anything more that opening the modal loads, and axe's full
 * rule set in each open state of the modal. Both builds are served the same
 * way (gzip, localhost). Prints, asserts nothing: e2e/contrast.spec.ts and
 * e2e/pageBudgets.spec.ts hold the site to these.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import type {Page, Response} from 'playwright-core';
import {axeViolations} from '../test/support/axe';
import {launchChromium} from '../test/support/chromium';
import {startNginx} from '../scripts/lib/nginxServer';
import {FAVORITE_KEY, RECENT_KEY, storedHits} from '../test/support/storedSearches';
import {isMainBundle} from './pageWeight';

type Fetched = {url: string; kind: 'js' | 'css' | 'index'; gzip: number};

type ModalState = {name: string; violations: string[]};

type ModalCost = {
  site: string;
  mainJs: number;
  pageJs: number;
  /** Scripts and styles the first hover added, and the index it started fetching. */
  onIntent: Fetched[];
  /** Scripts and styles that opening the modal added after the hover. */
  onOpen: Fetched[];
  states: ModalState[];
};

/** How long the network must be idle before a step counts as done. */
const QUIET_MS = 500;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (files: readonly Fetched[]) => files.reduce((total, file) => total + file.gzip, 0);

/**
 * Records every script, stylesheet and search-index file the page fetches from
 * now on, gzip-sized. The returned function waits until the page has had no
 * request in flight for `QUIET_MS`, then stops and gives what was fetched.
 */
function recordFetches(page: Page): () => Promise<Fetched[]> {
  const pending: Promise<Fetched | null>[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    const url = response.url();
    const kind: Fetched['kind'] | null = url.includes('/search-index/')
      ? 'index'
      : type === 'script'
        ? 'js'
        : type === 'stylesheet'
          ? 'css'
          : null;
    if (!kind) return;
    pending.push(
      response
        .body()
        .then((body) => ({url, kind, gzip: gzipSync(body, {level: 9}).length}))
        .catch(() => null),
    );
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', onResponse);
  return async () => {
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 50));
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
    page.off('response', onResponse);
    return (await Promise.all(pending)).filter((file): file is Fetched => file !== null);
  };
}

/** Waits for the page's network to be quiet and two frames to be drawn. */
async function settled(page: Page) {
  await recordFetches(page)();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function openModal(page: Page) {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
}

async function closeModal(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
}

/** Axe's full rule set in each open state of the modal, reached as a visitor would. */
async function axeStates(page: Page): Promise<ModalState[]> {
  const states: ModalState[] = [];
  const check = async (name: string, ready: string) => {
    await page.locator(ready).first().waitFor();
    await settled(page);
    states.push({name, violations: await axeViolations(page)});
  };
  await openModal(page);
  await check('start screen', '.DocSearch-StartScreen');
  await page.locator('.DocSearch-Input').fill('privacy');
  await check('results', '.DocSearch-Hit');
  await page.locator('.DocSearch-Input').fill('qqzzxx');
  await check('no results', '.DocSearch-NoResults');
  await closeModal(page);

  await page.evaluate((stored) => stored.forEach(([key, hits]) => localStorage.setItem(key, JSON.stringify(hits))), [
    [RECENT_KEY, storedHits('Recent page', 2)],
    [FAVORITE_KEY, storedHits('Favourite page', 1)],
  ] as const);
  await openModal(page);
  await check('recent and favourite searches', '.DocSearch-Hit');
  await closeModal(page);

  // A new visit whose index cannot be fetched.
  await page.evaluate(() => localStorage.clear());
  await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('privacy');
  await check('error screen', '.DocSearch-ErrorScreen');
  return states;
}

async function measure(label: string, root: string): Promise<ModalCost> {
  const server = await startNginx({root: path.resolve(root), basePath: '/docs/', config: 'static'});
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({viewport: {width: 1280, height: 800}})).newPage();
    const onLoad = recordFetches(page);
    await page.goto(server.url, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    await settled(page);
    const loaded = await onLoad();
    const onHover = recordFetches(page);
    await page.locator('.DocSearch-Button').hover();
    await settled(page);
    const onIntent = await onHover();
    const onOpening = recordFetches(page);
    await openModal(page);
    await settled(page);
    const onOpen = await onOpening();
    await closeModal(page);
    const js = loaded.filter((file) => file.kind === 'js');
    return {
      site: label,
      mainJs: sum(js.filter((file) => isMainBundle(file.url))),
      pageJs: sum(js),
      onIntent,
      onOpen,
      states: await axeStates(page),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

function report(costs: ModalCost[]) {
  console.log('\nSearch modal, home page at 1280 px (gzip -9 of each file as served):');
  console.table(
    Object.fromEntries(
      costs.map((cost) => {
        const code = cost.onIntent.filter((file) => file.kind !== 'index');
        return [
          cost.site,
          {
            'main.js': kib(cost.mainJs),
            'page JS': kib(cost.pageJs),
            'first intent JS': kib(sum(code.filter((file) => file.kind === 'js'))),
            'first intent CSS': kib(sum(code.filter((file) => file.kind === 'css'))),
            'first intent files': code.length,
            'index on intent': kib(sum(cost.onIntent.filter((file) => file.kind === 'index'))),
            'more on open': cost.onOpen.length,
          },
        ];
      }),
    ),
  );
  for (const cost of costs) {
    console.log(`\n${cost.site}: files the first hover loads`);
    for (const file of cost.onIntent) console.log(`  ${kib(file.gzip).padStart(10)}  ${new URL(file.url).pathname}`);
  }
  console.log('\nAxe (full rule set) per open state of the modal, violations:');
  console.table(
    Object.fromEntries(
      costs[0]!.states.map((state, index) => [
        state.name,
        Object.fromEntries(costs.map((cost) => [cost.site, cost.states[index]?.violations.length ?? '-'])),
      ]),
    ),
  );
  for (const cost of costs)
    for (const state of cost.states)
      for (const violation of state.violations) console.log(`  ${cost.site}, ${state.name}: ${violation}`);
}

async function main() {
  const {values} = parseArgs({options: {baseline: {type: 'string'}, site: {type: 'string', default: 'build'}}});
  const costs = [await measure(`this build (${values.site})`, values.site)];
  if (values.baseline) costs.push(await measure(`baseline (${values.baseline})`, values.baseline));
  report(costs);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
