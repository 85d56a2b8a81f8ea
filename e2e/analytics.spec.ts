import {createServer, type IncomingHttpHeaders} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {hostedFixture} from '../test/support/hostedFixture';
import {startNginx} from '../scripts/lib/nginxServer';
import {BATCH_SIZE, BATCH_WAIT_MS, SEARCH_SETTLE_MS} from '../src/analytics/batching';
import type {UmamiEvent} from '../src/analytics/umami';
import {ALGOLIA_HOSTS, fakeAlgolia} from './support/fakeAlgolia';
import {test as base, expect, gotoHydrated, pageSettled, type ServedSite} from './support/fixtures';
import {openSearch, searchInput} from './support/search';

// First-party analytics against a local recording endpoint: the hosted-search fixture is built with
// ANALYTICS_ENDPOINT, served here by a second nginx with the generated config, whose analytics
// location proxies to the recorder below as it would to Umami. The default build has no endpoint.

type Recorded = {method: string; url: string; headers: IncomingHttpHeaders; batch: UmamiEvent[]};
const WEBSITE_ID = hostedFixture.env.ANALYTICS_WEBSITE_ID;
const ENDPOINT = hostedFixture.env.ANALYTICS_ENDPOINT;
/** A beacon the test sends itself as a barrier; it is no part of what the site sends. */
const MARKER: UmamiEvent[] = [];

type Analytics = {site: ServedSite; recorded: Recorded[]};

const test = base.extend<{algolia: ReturnType<typeof fakeAlgolia>}, {analytics: Analytics}>({
  // One recorder and one nginx in front of the hosted build per worker.
  analytics: [
    async ({sites}, use) => {
      const recorded: Recorded[] = [];
      const recorder = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          recorded.push({
            method: request.method!,
            url: request.url!,
            headers: request.headers,
            batch: JSON.parse(body) as UmamiEvent[],
          });
          response.writeHead(200, {'content-type': 'application/json'}).end('{"size":0}');
        });
      });
      await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
      const {port} = recorder.address() as AddressInfo;
      const server = await startNginx({
        root: sites.hosted.buildDir,
        basePath: '/docs/',
        analyticsUpstream: `http://127.0.0.1:${port}`,
      });
      const site: ServedSite = {
        mode: 'hosted',
        url: (relative = '') => new URL(relative.replace(/^\//, ''), server.url).toString(),
        origin: new URL(server.url).origin,
        buildDir: sites.hosted.buildDir,
      };
      await use({site, recorded});
      await server.close();
      await new Promise((resolve) => recorder.close(resolve));
    },
    {scope: 'worker'},
  ],
  // `page`, `baseURL` and `errors` follow the analytics site.
  site: async ({analytics}, use) => use(analytics.site),
  // Hosted search: Algolia answers from the built records; nothing leaves the machine.
  algolia: [
    async ({page, site}, use) => {
      const algolia = fakeAlgolia(site.buildDir);
      await page.route(ALGOLIA_HOSTS, algolia.handle);
      await use(algolia);
    },
    {auto: true},
  ],
});

/** Batches that arrive from now on (without the test's own markers). */
function collect(recorded: Recorded[]) {
  const from = recorded.length;
  const batches = () => recorded.slice(from).filter((request) => request.batch.length > 0);
  const events = () => batches().flatMap((request) => request.batch);
  return {batches, events, named: (name: string) => events().filter((event) => event.payload.name === name)};
}

/**
 * Pauses the page's clock (installed before the page loaded) 0.5 s ahead of where it is; from then on its timers
 * fire only on runFor. The clock runs on while the command travels, and on a busy machine it can pass that time
 * first: pausing in its past fails and changes nothing, so the clock is read again and paused ahead of that.
 */
async function pauseClock(page: Page) {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 500);
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Opens a page with its clock paused from its first script, and runs the page's timers only as far as
 * hydration and one more second take them. The batch window opens with the page view, so no page time
 * passes in it but what the test runs: however slowly a loaded machine loads the page and clicks, the
 * window cannot close on its own. (Pausing once the page has hydrated left a race a busy machine lost:
 * the window closed, page view alone, before the pause.)
 */
async function gotoOnPausedClock(page: Page, relative: string) {
  await page.clock.install();
  // Logged, and replayed in the page the navigation opens.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(relative);
  // Not waitForFunction: its polling runs on the page's timers, which only runFor moves now.
  while (!(await page.evaluate(() => document.documentElement.dataset.hasHydrated === 'true')))
    await page.clock.runFor(100);
  // The page view is recorded a frame and a task after the route updates.
  await page.clock.runFor(1_000);
}

/**
 * Types into the search box with 50 ms of page time between keys, the clock paused: the 1 s settle timer
 * cannot fire between two keys however slowly a loaded machine types, so no prefix settles as a search
 * of its own. The clock runs on in real time afterwards (pageSettled needs requestIdleCallback).
 */
async function typeOnPausedClock(page: Page, text: string) {
  await pauseClock(page);
  for (const key of text) {
    await searchInput(page).press(key);
    await page.clock.runFor(50);
  }
  await page.clock.resume();
}

/** Leaving the page (pagehide) sends what is queued. */
async function leave(page: Page) {
  await page.goto('about:blank');
}

/**
 * Leaves the page after making it send an empty batch of its own on pagehide, after the
 * collector's: once that has arrived, so would have anything the collector sent.
 */
async function leaveWithMarker(page: Page, recorded: Recorded[]) {
  const from = recorded.length;
  await page.evaluate(
    ([endpoint, marker]) =>
      window.addEventListener('pagehide', () =>
        navigator.sendBeacon(endpoint, new Blob([marker], {type: 'application/json'})),
      ),
    [ENDPOINT, JSON.stringify(MARKER)] as const,
  );
  await leave(page);
  await expect.poll(() => recorded.slice(from).some((request) => request.batch.length === 0)).toBe(true);
}

test.describe('analytics (Umami format, sendBeacon batches through the proxy)', () => {
  test('sends a page view and a feedback vote in one batch, path only, with no cookies', async ({page, analytics}) => {
    const sent = collect(analytics.recorded);
    await gotoOnPausedClock(page, 'Features/Completions?email=someone%40example.com#streaming');
    await page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'}).click();
    // Within the batch window nothing is sent yet.
    expect(sent.batches()).toHaveLength(0);
    await page.clock.resume();
    await leave(page);
    await expect.poll(() => sent.batches().length).toBe(1);
    const [request] = sent.batches();
    expect(request).toMatchObject({method: 'POST', url: '/api/batch'});
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.cookie).toBeUndefined();
    const [view, vote] = request!.batch;
    expect(view).toEqual({
      type: 'event',
      payload: {
        website: WEBSITE_ID,
        hostname: '127.0.0.1',
        language: expect.any(String),
        screen: expect.stringMatching(/^\d+x\d+$/),
        title: expect.stringContaining('Chat completions'),
        url: '/docs/Features/Completions',
        referrer: '',
      },
    });
    expect(vote!.payload).toMatchObject({name: 'feedback', data: {vote: 'yes'}, url: '/docs/Features/Completions'});
    expect(JSON.stringify(request!.batch)).not.toContain('example.com');
  });

  test(`sends a batch as soon as it holds ${BATCH_SIZE} events, before the ${BATCH_WAIT_MS / 1000} s wait`, async ({
    page,
    analytics,
  }) => {
    const sent = collect(analytics.recorded);
    // However slowly a loaded machine clicks, the window stays open: only the count can send the batch.
    await gotoOnPausedClock(page, 'Features/Completions');
    // The page view is one event; nine copy-code clicks make ten.
    await page.locator('.theme-code-block').first().hover();
    const copy = page.locator('.theme-code-block button[title="Copy"]').first();
    for (let i = 0; i < BATCH_SIZE - 1; i += 1) await copy.click();
    await expect.poll(() => sent.batches().length).toBe(1);
    expect(sent.batches()[0]!.batch).toHaveLength(BATCH_SIZE);
    expect(sent.named('copy-code')[0]!.payload.data).toEqual({language: expect.stringMatching(/^[a-z]+$/)});
  });

  test('reports a settled search with its hits and mode, a search result click with its position, and a search with no results', async ({
    page,
    analytics,
    site,
    algolia,
  }) => {
    const sent = collect(analytics.recorded);
    // The page's clock, so that a search can be let settle without waiting for it.
    await page.clock.install();
    await gotoHydrated(page, 'Features/Completions');
    const lastQuery = () => algolia.searches.at(-1)?.body.requests[0]?.['query'];
    await openSearch(page);
    await typeOnPausedClock(page, 'zzqqxx');
    await expect.poll(lastQuery).toBe('zzqqxx');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('zzqqxx');
    await page.clock.runFor(SEARCH_SETTLE_MS + 100);
    await searchInput(page).fill('');
    await typeOnPausedClock(page, 'routing');
    await expect.poll(lastQuery).toBe('routing');
    const second = page.locator('.DocSearch-Hit a').nth(1);
    await expect(second).toBeVisible();
    // The answer to the last request is in before the clock lets the search settle.
    await pageSettled(page);
    await page.clock.runFor(SEARCH_SETTLE_MS + 100);
    const href = new URL((await second.getAttribute('href'))!, site.url()).pathname;
    const searchPageTitle = await page.title();
    await second.click();
    await expect(page).toHaveURL((current) => current.pathname === href);
    // The URL changes at once; the route (and its page view) once its chunks are loaded and its title is set.
    await expect(page).not.toHaveTitle(searchPageTitle);
    await pageSettled(page);
    await leave(page);
    // The searches go with the 5 s wait or with the click; leaving the result's page sends the click and the second
    // view.
    const views = () =>
      sent
        .events()
        .filter((event) => !event.payload.name)
        .map((event) => event.payload.url);
    await expect.poll(() => views().length).toBe(2);
    expect(sent.named('search').map((event) => event.payload.data)).toEqual([
      {query: 'zzqqxx', hits: 0, mode: 'hosted'},
      {query: 'routing', hits: expect.any(Number), mode: 'hosted'},
    ]);
    expect(sent.named('search')[1]!.payload.data!.hits).toBeGreaterThan(1);
    expect(sent.named('search-no-results').map((event) => event.payload.data)).toEqual([
      {query: 'zzqqxx', mode: 'hosted'},
    ]);
    expect(sent.named('search-click').map((event) => event.payload.data)).toEqual([
      {query: 'routing', position: 2, url: href},
    ]);
    // The result's page is a page view of its own, referred by the page the search started on.
    expect(views()).toEqual(['/docs/Features/Completions', href]);
  });

  test('reports copying the page and links to other sites, by origin and path only', async ({page, analytics}) => {
    const sent = collect(analytics.recorded);
    await gotoHydrated(page, 'Features/Completions');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    // An outbound link: followed in the page, answered here so nothing leaves the machine.
    await page.route('https://github.com/**', (route) => route.fulfill({status: 200, body: 'ok'}));
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {
        href: 'https://github.com/neuronic-ai/APIpie.ai-docs?tab=readme&token=secret',
        textContent: 'out',
      });
      document.querySelector('article')!.append(link);
    });
    await page.getByRole('link', {name: 'out', exact: true}).click();
    await page.waitForURL(/github\.com/);
    await expect.poll(() => sent.named('outbound').length).toBe(1);
    expect(sent.named('copy-page')[0]!.payload.data).toEqual({action: 'copy-markdown'});
    expect(sent.named('outbound')[0]!.payload.data).toEqual({url: 'https://github.com/neuronic-ai/APIpie.ai-docs'});
  });

  for (const [name, optOut] of [
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
    ],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'})],
  ] as const) {
    test(`sends nothing when ${name} is on`, async ({page, analytics}) => {
      const sent = collect(analytics.recorded);
      await page.addInitScript(optOut);
      await gotoHydrated(page, 'Features/Completions');
      await page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button', {name: 'No'}).click();
      expect(await page.evaluate(() => '__apipieAnalytics' in window)).toBe(false);
      await leaveWithMarker(page, analytics.recorded);
      expect(sent.batches()).toEqual([]);
    });
  }

  test('sends nothing from the default build, which has no endpoint and ships no collector', async ({page, sites}) => {
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') beacons.push(request.url());
    });
    await gotoHydrated(page, sites.local.url('Features/Completions'));
    await page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'}).click();
    expect(await page.evaluate(() => '__apipieAnalytics' in window)).toBe(false);
    await leave(page);
    expect(beacons).toEqual([]);
  });
});
