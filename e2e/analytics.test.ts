import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {hostedFixture} from '../scripts/lib/hostedFixture';
import {startNginx, type RunningServer} from '../scripts/lib/nginxServer';
import {BATCH_SIZE, BATCH_WAIT_MS} from '../src/analytics/batching';
import type {UmamiEvent} from '../src/analytics/umami';
import {useBrowser, type TrackedPage} from './support/browser';
import {ALGOLIA_HOSTS, fakeAlgolia} from './support/fakeAlgolia';
import {hydrated, openSearch, searchInput} from './support/search';

// First-party analytics against a local recording endpoint: the hosted-search fixture is built with
// ANALYTICS_ENDPOINT, served here by nginx with the generated config, whose analytics location
// proxies to the recorder below as it would to Umami. The default build has no endpoint.

type Recorded = {method: string; url: string; headers: IncomingHttpHeaders; batch: UmamiEvent[]};
const WEBSITE_ID = hostedFixture.env.ANALYTICS_WEBSITE_ID;

let recorder: Server;
let site: RunningServer;
const recorded: Recorded[] = [];

beforeAll(async () => {
  recorder = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      recorded.push({method: request.method!, url: request.url!, headers: request.headers, batch: JSON.parse(body) as UmamiEvent[]});
      response.writeHead(200, {'content-type': 'application/json'}).end('{"size":0}');
    });
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  const {port} = recorder.address() as AddressInfo;
  site = await startNginx({root: inject('hostedBuildDir'), basePath: '/docs/', analyticsUpstream: `http://127.0.0.1:${port}`});
});

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => recorder?.close(resolve));
});

const browser = useBrowser();
const url = (relative = '') => new URL(relative, site.url).toString();

async function open(relative: string, options: Parameters<typeof browser.newPage>[0] = {}): Promise<TrackedPage> {
  const page = await browser.newPage(options, url());
  // Hosted search: Algolia answers from the built records; nothing leaves the machine.
  const algolia = fakeAlgolia();
  await page.route(ALGOLIA_HOSTS, algolia.handle);
  await page.goto(url(relative));
  await page.waitForFunction(hydrated);
  return page;
}

/** Batches that arrive from now on. */
function collect() {
  const from = recorded.length;
  const batches = () => recorded.slice(from);
  const events = () => batches().flatMap((request) => request.batch);
  return {batches, events, named: (name: string) => events().filter((event) => event.payload.name === name)};
}

/** Leaving the page (pagehide) sends what is queued; the context stays open until the beacon has arrived. */
async function leave(page: TrackedPage) {
  await page.goto('about:blank');
}

describe('analytics (Umami format, sendBeacon batches through the proxy)', () => {
  it('sends a page view and a feedback vote in one batch, path only, with no cookies', async () => {
    const sent = collect();
    const page = await open('Features/Completions?email=someone%40example.com#streaming');
    await page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'}).click();
    // Within the batch window nothing is sent yet.
    await page.waitForTimeout(300);
    expect(sent.batches()).toHaveLength(0);
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
    await page.context().close();
  });

  it(`sends a batch as soon as it holds ${BATCH_SIZE} events, before the ${BATCH_WAIT_MS / 1000} s wait`, async () => {
    const sent = collect();
    const page = await open('Features/Completions');
    // The page view is one event; nine copy-code clicks make ten.
    await page.locator('.theme-code-block').first().hover();
    const copy = page.locator('.theme-code-block button[title="Copy"]').first();
    for (let i = 0; i < BATCH_SIZE - 1; i += 1) await copy.click();
    await expect.poll(() => sent.batches().length, {timeout: BATCH_WAIT_MS - 1000}).toBe(1);
    expect(sent.batches()[0]!.batch).toHaveLength(BATCH_SIZE);
    expect(sent.named('copy-code')[0]!.payload.data).toEqual({language: expect.stringMatching(/^[a-z]+$/)});
    await page.context().close();
  });

  it('reports a settled search with its hits and mode, a search result click with its position, and a search with no results', async () => {
    const sent = collect();
    const page = await open('Features/Completions');
    await openSearch(page);
    await searchInput(page).pressSequentially('zzqqxx', {delay: 50});
    await expect.poll(() => page.locator('.DocSearch-NoResults').count()).toBe(1);
    await page.waitForTimeout(1500);
    await searchInput(page).fill('');
    await searchInput(page).pressSequentially('routing', {delay: 50});
    const second = page.locator('.DocSearch-Hit a').nth(1);
    await second.waitFor();
    await page.waitForTimeout(1500);
    const href = new URL((await second.getAttribute('href'))!, url()).pathname;
    await second.click();
    await page.waitForURL((current) => current.pathname === href);
    await leave(page);
    // Two batches: the 5 s wait sends the searches, leaving the result's page sends the click and the second view.
    const views = () => sent.events().filter((event) => !event.payload.name).map((event) => event.payload.url);
    await expect.poll(() => views().length).toBe(2);
    expect(sent.named('search').map((event) => event.payload.data)).toEqual([
      {query: 'zzqqxx', hits: 0, mode: 'hosted'},
      {query: 'routing', hits: expect.any(Number), mode: 'hosted'},
    ]);
    expect(sent.named('search')[1]!.payload.data!.hits).toBeGreaterThan(1);
    expect(sent.named('search-no-results').map((event) => event.payload.data)).toEqual([{query: 'zzqqxx', mode: 'hosted'}]);
    expect(sent.named('search-click').map((event) => event.payload.data)).toEqual([{query: 'routing', position: 2, url: href}]);
    // The result's page is a page view of its own, referred by the page the search started on.
    expect(views()).toEqual(['/docs/Features/Completions', href]);
    await page.context().close();
  });

  it('reports copying the page and links to other sites, by origin and path only', async () => {
    const sent = collect();
    const page = await open('Features/Completions');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    // An outbound link: followed in the page, answered here so nothing leaves the machine.
    await page.route('https://github.com/**', (route) => route.fulfill({status: 200, body: 'ok'}));
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {href: 'https://github.com/neuronic-ai/APIpie.ai-docs?tab=readme&token=secret', textContent: 'out'});
      document.querySelector('article')!.append(link);
    });
    await page.getByRole('link', {name: 'out', exact: true}).click();
    await page.waitForURL(/github\.com/);
    await expect.poll(() => sent.named('outbound').length).toBe(1);
    await page.context().close();
    expect(sent.named('copy-page')[0]!.payload.data).toEqual({action: 'copy-markdown'});
    expect(sent.named('outbound')[0]!.payload.data).toEqual({url: 'https://github.com/neuronic-ai/APIpie.ai-docs'});
  });

  it.each([
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true})],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'})],
  ])('sends nothing when %s is on', async (_name, optOut) => {
    const sent = collect();
    const page = await browser.newPage({}, url());
    await page.addInitScript(optOut);
    await page.goto(url('Features/Completions'));
    await page.waitForFunction(hydrated);
    await page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button', {name: 'No'}).click();
    expect(await page.evaluate(() => '__apipieAnalytics' in window)).toBe(false);
    await leave(page);
    await page.waitForTimeout(1000);
    expect(sent.batches()).toEqual([]);
    await page.context().close();
  });

  it('sends nothing from the default build, which has no endpoint and ships no collector', async () => {
    const page = await browser.newPage();
    const beacons: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && beacons.push(request.url()));
    await page.goto(new URL('Features/Completions', inject('siteUrl')).toString());
    await page.waitForFunction(hydrated);
    await page.getByRole('region', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'}).click();
    expect(await page.evaluate(() => '__apipieAnalytics' in window)).toBe(false);
    await page.goto('about:blank');
    await page.context().close();
    expect(beacons).toEqual([]);
  });
});
