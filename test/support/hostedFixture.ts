/**
 * A build of the site in hosted-search mode, for browser tests: fake
 * Algolia credentials (the tests answer or cut off Algolia's hosts
 * themselves) and an admin key that must not appear anywhere in the output.
 * Analytics is on in this build (e2e/analytics.spec.ts), so the hosted-search
 * tests also show that Algolia Insights works beside it; the test nginx
 * answers its beacons from a sink (scripts/lib/nginxServer.ts).
 */
export const hostedFixture = {
  outDir: 'build-hosted',
  env: {
    ALGOLIA_APP_ID: 'APIPIETEST',
    ALGOLIA_SEARCH_API_KEY: 'search-only-key-for-tests',
    ALGOLIA_INDEX_NAME: 'apipie',
    ALGOLIA_ADMIN_API_KEY: 'admin-key-that-must-never-ship-7c1e',
    ANALYTICS_ENDPOINT: '/docs/_events',
    ANALYTICS_WEBSITE_ID: 'b59e2a56-1c4f-4c1e-9a53-4d1e0f0c7a11',
  },
} as const;
