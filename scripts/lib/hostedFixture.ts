/**
 * A build of the site in hosted-search mode, for browser tests: fake
 * Algolia credentials (the tests answer or cut off Algolia's hosts
 * themselves) and an admin key that must not appear anywhere in the output.
 */
export const hostedFixture = {
  outDir: 'build-hosted',
  env: {
    ALGOLIA_APP_ID: 'APIPIETEST',
    ALGOLIA_SEARCH_API_KEY: 'search-only-key-for-tests',
    ALGOLIA_INDEX_NAME: 'apipie',
    ALGOLIA_ADMIN_API_KEY: 'admin-key-that-must-never-ship-7c1e',
  },
} as const;
