import type {Route} from '@playwright/test';
import {openBuiltEngine} from 'apipie-docs-search/node';
import {createLocalSearchClient} from 'apipie-docs-search';
import {hostedFixture} from '../../test/support/hostedFixture';

/** The hosts of Algolia's search API: `page.route(ALGOLIA_HOSTS, fakeAlgolia(dir).handle)`. */
export const ALGOLIA_HOSTS = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//;
const INDEX = hostedFixture.env.ALGOLIA_INDEX_NAME;

/**
 * Stands in for Algolia, which tests cannot reach: answers the search API
 * from the same records `npm run search:push` would upload, read from the
 * hosted-search build in `hostedBuildDir` (`sites.hosted.buildDir`, or
 * `site.buildDir` under `test.use({searchMode: 'hosted'})`), and records
 * every request the page makes to it.
 */
export function fakeAlgolia(hostedBuildDir: string) {
  // The same index the build wrote, opened once on the first search.
  const engine = openBuiltEngine(hostedBuildDir);
  const client = createLocalSearchClient({indexName: INDEX, loadEngine: () => engine});
  const searches: {url: URL; body: {requests: Record<string, unknown>[]}}[] = [];
  const handle = async (route: Route) => {
    const request = route.request();
    const body = JSON.parse(request.postData() ?? '{}') as {requests: Record<string, unknown>[]};
    searches.push({url: new URL(request.url()), body});
    const {results} = await client.search(body.requests as never);
    // Algolia returns a query id when click analytics is on.
    const withQueryIds = results.map((result, i) =>
      body.requests[i]?.['clickAnalytics'] ? {...result, queryID: 'f'.repeat(32)} : result,
    );
    await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results: withQueryIds})});
  };
  return {searches, handle};
}
