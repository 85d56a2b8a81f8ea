import {defineConfig} from 'vitest/config';

// Browser tests against the production build (npm run build first).
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // UI transitions (DocSearch's, the navbar's) can take over a second on a busy 2-core machine.
    expect: {poll: {timeout: 5_000}},
    // Two cores: one Chromium at a time keeps timings stable.
    fileParallelism: false,
    // Concurrent tests (the sitemap crawl) run three pages at a time.
    maxConcurrency: 3,
  },
});
