import {defineConfig} from '@playwright/test';
import {servedBuilds} from './e2e/support/servedBuilds';
import {chromiumArgs, chromiumPath} from './scripts/lib/chromium';

/** Playwright's HTML report: CI keeps it as an artifact (.github/workflows/ci.yml). */
export const HTML_REPORT_DIR = 'playwright-report';

// Browser tests against the production builds (npm run build, npm run build:hosted-fixture), each
// served by `npm run serve:prod`: nginx with the server config the build wrote.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  webServer: [
    {
      command: `npm run serve:prod -- --dir build --port ${servedBuilds.local.port}`,
      url: servedBuilds.local.url,
      reuseExistingServer: false,
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
    {
      // Built here first when missing (minutes): the build's own step in `npm test` and CI makes it.
      command: `npm run build:hosted-fixture -- --if-missing && npm run serve:prod -- --dir ${servedBuilds.hosted.dir} --port ${servedBuilds.hosted.port}`,
      url: servedBuilds.hosted.url,
      reuseExistingServer: false,
      timeout: 900_000,
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
  ],
  // Two cores: one worker each. A file's tests run in order in one worker unless it opts into parallel mode.
  workers: 2,
  timeout: 60_000,
  // UI transitions (DocSearch's, the navbar's) can take over a second on a busy 2-core machine.
  expect: {timeout: 10_000},
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', {outputFolder: HTML_REPORT_DIR, open: 'never'}]],
  // Screenshots of failures; afdocs and the review screenshots write beside it in test-results/.
  outputDir: 'test-results/playwright',
  use: {
    browserName: 'chromium',
    // Debian's Chromium; nothing downloads a browser.
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
    viewport: {width: 1280, height: 800},
    screenshot: 'only-on-failure',
  },
});
