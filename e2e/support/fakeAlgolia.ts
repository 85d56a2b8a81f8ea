import {readFileSync} from 'node:fs';
import path from 'node:path';
import {inject} from 'vitest';
import type {Route} from 'playwright-core';
import {SearchEngine} from '../../src/search/engine';
import {recordsOf} from '../../src/search/indexLoader';
import {createLocalSearchClient} from '../../src/search/searchClient';
import {hostedFixture} from '../../scripts/lib/hostedFixture';

export const ALGOLIA_HOSTS = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//;
const INDEX = hostedFixture.env.ALGOLIA_INDEX_NAME;

/**
 * Stands in for Algolia, which tests cannot reach: answers the search API
 * from the same records `npm run search:push` would upload, and records
 * every request the page makes to it.
 */
export function fakeAlgolia() {
  const dir = path.join(inject('hostedBuildDir'), 'search-index');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {index: string};
  const engine = new SearchEngine(recordsOf(JSON.parse(readFileSync(path.join(dir, manifest.index), 'utf8'))));
  const client = createLocalSearchClient({indexName: INDEX, loadEngine: async () => engine});
  const searches: {url: URL; body: {requests: Record<string, unknown>[]}}[] = [];
  const handle = async (route: Route) => {
    const request = route.request();
    const body = JSON.parse(request.postData() ?? '{}') as {requests: Record<string, unknown>[]};
    searches.push({url: new URL(request.url()), body});
    const {results} = await client.search(body.requests as never);
    // Algolia returns a query id when click analytics is on.
    const withQueryIds = results.map((result, i) => (body.requests[i]?.['clickAnalytics'] ? {...result, queryID: 'f'.repeat(32)} : result));
    await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results: withQueryIds})});
  };
  return {searches, handle};
}
