import {hostedFixture} from '../test/support/hostedFixture';
import {ALGOLIA_HOSTS, fakeAlgolia} from './support/fakeAlgolia';
import {expect, gotoHydrated, test} from './support/fixtures';
import {bestHitTitle, expectSearchPageFailure, openSearch, searchFor, searchInput, shownHits} from './support/search';

// Every test here runs against the hosted-search build: `page` opens its pages, `errors` watches them.
test.use({searchMode: 'hosted'});
const {ALGOLIA_APP_ID: APP_ID, ALGOLIA_SEARCH_API_KEY: SEARCH_KEY, ALGOLIA_INDEX_NAME: INDEX} = hostedFixture.env;
/** The application's search hosts: the DSN host the client asks first, then its fallbacks. */
const DSN_HOST = `${APP_ID.toLowerCase()}-dsn.algolia.net`;
const SEARCH_HOSTS = [DSN_HOST, ...[1, 2, 3].map((n) => `${APP_ID.toLowerCase()}-${n}.algolianet.com`)];

const INSIGHTS_SCRIPT = /^https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@/;
const INSIGHTS_EVENTS = /^https:\/\/insights\.[a-z.]*algolia\.io\/1\/events/;

/** Other-origin requests are expected here; anything else the page reports is not. */
const unexpected = (errors: string[], allowed: RegExp[]) =>
  errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));

test.describe('hosted search (Algolia)', () => {
  test('asks Algolia with the search key and the parameters DocSearch sends, shows its hits and credits Algolia', async ({
    page,
    errors,
    site,
  }) => {
    const algolia = fakeAlgolia(site.buildDir);
    const insightEvents: unknown[] = [];
    await page.route(ALGOLIA_HOSTS, algolia.handle);
    await page.route(INSIGHTS_SCRIPT, (route) =>
      route.fulfill({contentType: 'text/javascript', path: 'node_modules/search-insights/dist/search-insights.min.js'}),
    );
    await page.route(INSIGHTS_EVENTS, async (route) => {
      insightEvents.push(JSON.parse(route.request().postData() ?? '{}'));
      await route.fulfill({status: 200, contentType: 'application/json', body: '{"status":200,"message":"OK"}'});
    });
    await gotoHydrated(page);
    await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(1);

    await openSearch(page);
    await searchFor(page, 'privacy');
    expect((await shownHits(page))[0]).toMatchObject({
      group: 'Terms',
      title: 'Privacy Policy',
      href: '/docs/Terms/privacy',
    });

    // The client asks the DSN host first. A request the fake answers after the client's own timeout (a busy
    // machine) is asked again of the fallback hosts, which the client then tries first for a while: Algolia's
    // retry strategy, not a fault.
    expect(algolia.searches[0]!.url.host).toBe(DSN_HOST);
    expect(algolia.searches.map((search) => search.url.host).filter((host) => !SEARCH_HOSTS.includes(host))).toEqual(
      [],
    );
    const last = algolia.searches.at(-1)!;
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
    await expect.poll(() => insightEvents.length).toBeGreaterThan(0);
    const views = insightEvents.flatMap(
      (batch) => (batch as {events: {eventType: string; index: string; objectIDs: string[]}[]}).events,
    );
    expect(views[0]).toMatchObject({eventType: 'view', index: INDEX});
    expect(views.every((event) => event.objectIDs.length <= 20)).toBe(true);

    const credit = page.locator('.DocSearch-Logo a');
    await expect(credit).toHaveAttribute('href', /^https:\/\/www\.algolia\.com\/ref\/docsearch\//);
    await expect(credit.locator('svg[aria-label="Algolia"]')).toBeVisible();
    expect(
      unexpected(errors, [
        /^other origin: https:\/\/([^/]+\.(algolia\.net|algolianet\.com|algolia\.io)|cdn\.jsdelivr\.net)\//,
      ]),
    ).toEqual([]);
  });

  test('shows "Unable to fetch results" when no Algolia host answers, without crashing', async ({page, errors}) => {
    const tried = new Set<string>();
    await page.route(ALGOLIA_HOSTS, (route) => {
      tried.add(new URL(route.request().url()).host);
      return route.abort('addressunreachable');
    });
    await page.route(INSIGHTS_SCRIPT, (route) => route.abort('addressunreachable'));
    await gotoHydrated(page);
    await openSearch(page);
    await searchInput(page).fill('privacy');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    // The client tried the main host and every fallback before giving up.
    expect(tried).toEqual(new Set(SEARCH_HOSTS));
    expect(
      unexpected(errors, [
        /^other origin: https:\/\/([^/]+\.(algolia\.net|algolianet\.com)|cdn\.jsdelivr\.net)\//,
        /Failed to load resource: net::ERR_ADDRESS_UNREACHABLE/,
        // A failed insights script is reported on the console, as the site reports every search failure.
        /Could not load search-insights\.js/,
      ]),
    ).toEqual([]);
  });

  test('serves the search page from Algolia too', async ({page, errors, site}) => {
    const algolia = fakeAlgolia(site.buildDir);
    await page.route(ALGOLIA_HOSTS, algolia.handle);
    await page.goto('search?q=mem_expire');
    await expect(page.locator('main article h2').first()).toHaveText(await bestHitTitle(site.buildDir, 'mem_expire'));
    expect(algolia.searches.at(-1)!.body.requests[0]).toMatchObject({indexName: INDEX, query: 'mem_expire'});
    // Hosted mode keeps the page's Algolia credit.
    await expect(page.locator('a[href="https://www.algolia.com/"]')).toBeVisible();
    expect(unexpected(errors, [/^other origin: https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//])).toEqual([]);
  });

  test('says "Unable to fetch results" on the search page when no Algolia host answers', async ({page, errors}) => {
    await page.route(ALGOLIA_HOSTS, (route) => route.abort('addressunreachable'));
    await page.goto('search?q=privacy');
    await expectSearchPageFailure(page);
    expect(
      unexpected(errors, [
        /^other origin: https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//,
        /Failed to load resource: net::ERR_ADDRESS_UNREACHABLE/,
      ]),
    ).toEqual([]);
  });
});
