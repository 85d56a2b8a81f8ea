import {describe, expect, inject, it} from 'vitest';
import {hostedFixture} from '../scripts/lib/hostedFixture';
import {useBrowser, type TrackedPage} from './support/browser';
import {ALGOLIA_HOSTS, fakeAlgolia} from './support/fakeAlgolia';
import {expectSearchPageFailure, hydrated, openSearch, searchFor, searchInput, shownHits} from './support/search';

const browser = useBrowser();
const newPage = () => browser.newPage({}, inject('hostedSiteUrl'));
const {ALGOLIA_APP_ID: APP_ID, ALGOLIA_SEARCH_API_KEY: SEARCH_KEY, ALGOLIA_INDEX_NAME: INDEX} = hostedFixture.env;

const INSIGHTS_SCRIPT = /^https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@/;
const INSIGHTS_EVENTS = /^https:\/\/insights\.[a-z.]*algolia\.io\/1\/events/;

const hostedUrl = (relative = '') => new URL(relative, inject('hostedSiteUrl')).toString();


/** Other-origin requests are expected here; anything else the page reports is not. */
const unexpected = (page: TrackedPage, allowed: RegExp[]) =>
  page.errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));

async function ready(page: TrackedPage, relative = '') {
  await page.goto(hostedUrl(relative));
  await page.waitForFunction(hydrated);
}

describe('hosted search (Algolia)', () => {
  it('asks Algolia with the search key and the parameters DocSearch sends, shows its hits and credits Algolia', async () => {
    const page = await newPage();
    const algolia = fakeAlgolia();
    const insightEvents: unknown[] = [];
    await page.route(ALGOLIA_HOSTS, algolia.handle);
    await page.route(INSIGHTS_SCRIPT, (route) =>
      route.fulfill({contentType: 'text/javascript', path: 'node_modules/search-insights/dist/search-insights.min.js'}),
    );
    await page.route(INSIGHTS_EVENTS, async (route) => {
      insightEvents.push(JSON.parse(route.request().postData() ?? '{}'));
      await route.fulfill({status: 200, contentType: 'application/json', body: '{"status":200,"message":"OK"}'});
    });
    await ready(page);
    expect(await page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`).count()).toBe(1);

    await openSearch(page);
    await searchFor(page, 'privacy');
    expect((await shownHits(page))[0]).toMatchObject({group: 'Terms', title: 'Privacy Policy', href: '/docs/Terms/privacy'});

    const last = algolia.searches.at(-1)!;
    expect(last.url.host).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
    expect(last.url.pathname).toBe('/1/indexes/*/queries');
    expect(last.url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
    expect(last.url.searchParams.get('x-algolia-api-key')).toBe(SEARCH_KEY);
    const request = last.body.requests[0]!;
    expect(request).toMatchObject({
      indexName: INDEX,
      query: 'privacy',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      clickAnalytics: true,
    });
    expect(request['attributesToRetrieve']).toEqual([
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ]);
    expect(request['attributesToSnippet']).toContain('content:10');

    // Insights on: hits seen are reported as view events, at most 20 object ids each.
    await expect.poll(() => insightEvents.length, {timeout: 5000}).toBeGreaterThan(0);
    const views = insightEvents.flatMap((batch) => (batch as {events: {eventType: string; index: string; objectIDs: string[]}[]}).events);
    expect(views[0]).toMatchObject({eventType: 'view', index: INDEX});
    expect(views.every((event) => event.objectIDs.length <= 20)).toBe(true);

    const credit = page.locator('.DocSearch-Logo a');
    expect(await credit.getAttribute('href')).toMatch(/^https:\/\/www\.algolia\.com\/ref\/docsearch\//);
    expect(await credit.locator('svg[aria-label="Algolia"]').isVisible()).toBe(true);
    expect(unexpected(page, [/^other origin: https:\/\/([^/]+\.(algolia\.net|algolianet\.com|algolia\.io)|cdn\.jsdelivr\.net)\//])).toEqual([]);
  });

  it('shows "Unable to fetch results" when no Algolia host answers, without crashing', async () => {
    const page = await newPage();
    const tried = new Set<string>();
    await page.route(ALGOLIA_HOSTS, (route) => {
      tried.add(new URL(route.request().url()).host);
      return route.abort('addressunreachable');
    });
    await page.route(INSIGHTS_SCRIPT, (route) => route.abort('addressunreachable'));
    await ready(page);
    await openSearch(page);
    await searchInput(page).fill('privacy');
    const error = page.locator('.DocSearch-ErrorScreen');
    await error.waitFor();
    expect(await error.innerText()).toContain('Unable to fetch results');
    expect(await error.innerText()).toContain('You might want to check your network connection.');
    // The client tried the main host and every fallback before giving up.
    expect(tried).toEqual(
      new Set([`${APP_ID.toLowerCase()}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `${APP_ID.toLowerCase()}-${n}.algolianet.com`)]),
    );
    expect(
      unexpected(page, [
        /^other origin: https:\/\/([^/]+\.(algolia\.net|algolianet\.com)|cdn\.jsdelivr\.net)\//,
        /Failed to load resource: net::ERR_ADDRESS_UNREACHABLE/,
        // Spec §8: a failed insights script is reported on the console.
        /Could not load search-insights\.js/,
      ]),
    ).toEqual([]);
  });

  it('serves the search page from Algolia too', async () => {
    const page = await newPage();
    const algolia = fakeAlgolia();
    await page.route(ALGOLIA_HOSTS, algolia.handle);
    await page.goto(hostedUrl('search?q=mem_expire'));
    await expect.poll(() => page.locator('main article h2').first().innerText().catch(() => ''), {timeout: 10_000}).toBe('mem_expire');
    expect(algolia.searches.at(-1)!.body.requests[0]).toMatchObject({indexName: INDEX, query: 'mem_expire'});
    // Hosted mode keeps the page's Algolia credit.
    expect(await page.locator('a[href="https://www.algolia.com/"]').isVisible()).toBe(true);
    expect(unexpected(page, [/^other origin: https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//])).toEqual([]);
  });

  it('says "Unable to fetch results" on the search page when no Algolia host answers', async () => {
    const page = await newPage();
    await page.route(ALGOLIA_HOSTS, (route) => route.abort('addressunreachable'));
    await page.goto(hostedUrl('search?q=privacy'));
    await expectSearchPageFailure(page);
    expect(
      unexpected(page, [/^other origin: https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//, /Failed to load resource: net::ERR_ADDRESS_UNREACHABLE/]),
    ).toEqual([]);
  });
});
