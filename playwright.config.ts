import {defineConfig} from '@playwright/test';
import {servedBuilds} from './e2e/support/servedBuilds';
import {chromiumArgs, chromiumPath, headlessShellPath} from './test/support/chromium';
import {changeRunGrepInvert, changeRunReach, suiteScope} from './scripts/lib/suiteScope';

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
      // Starting nginx through npm and tsx takes seconds alone, far longer on a busy machine.
      timeout: 180_000,
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
  // Two workers per core: a browser test spends much of its time waiting (a navigation, an assertion's next
  // poll, an idle callback), so two workers left the two cores half idle (the suite's step times: CPU against
  // wall). No test has a limit a busier core could break. A file's tests run in order in one worker unless it
  // opts into parallel mode.
  workers: 4,
  // No test may fail because the machine is slow or busy: most browser tests are CPU-bound (hydrating,
  // laying out at several widths, axe), and on a shared 2-core machine they take several times as long
  // as alone. This limit is a hang guard on a quiet machine: while the machine is busier than its cores,
  // the fixture every test uses stretches it (e2e/support/fixtures.ts, loadScaledTimeout). A test that
  // hangs still fails; tests that do more (the crawl's, afdocs) set more.
  timeout: 180_000,
  // Web-first assertions return as soon as they hold, so a limit of their own would only fail a right page
  // that a busy machine renders late: they wait as long as their test may (0: the test's timeout bounds them).
  // No test sets a shorter limit on one.
  expect: {timeout: 0},
  // What a change run (`npm test`, CI on every push and pull request) leaves to the nightly full run is
  // tagged @full; a change run keeps those also tagged with what its change reaches, a page's source or a
  // template's area (scripts/lib/suiteScope.ts). `npx playwright test --list` shows what a run selects;
  // `--grep @full` runs only the tagged tests, `--grep @source:docs/Features/Completions.mdx` one page's.
  grepInvert: suiteScope === 'full' ? undefined : changeRunGrepInvert(changeRunReach()),
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', {outputFolder: HTML_REPORT_DIR, open: 'never'}]],
  // Screenshots of failures; afdocs and the review screenshots write beside it in test-results/.
  outputDir: 'test-results/playwright',
  projects: [
    {
      name: 'site',
      testIgnore: 'visual/**',
      // The headless shell: the same Blink, without the browser's UI (test/support/chromium.ts).
      use: {launchOptions: {executablePath: headlessShellPath, args: chromiumArgs}},
    },
    {
      // Screenshot baselines of every template (e2e/visual/): `npm run test:visual`, and its README.
      name: 'visual',
      testMatch: 'visual/**/*.spec.ts',
      snapshotPathTemplate: '{testDir}/visual/baselines/{arg}{ext}',
      expect: {toHaveScreenshot: {animations: 'disabled', caret: 'hide', scale: 'css'}},
    },
  ],
  // A missing baseline is an error naming the command that writes it (e2e/visual/), not written quietly.
  updateSnapshots: 'none',
  use: {
    browserName: 'chromium',
    // Debian's full Chromium, whose screenshots the baselines hold (the `site` project runs on its headless
    // shell); nothing downloads a browser.
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
    viewport: {width: 1280, height: 800},
    screenshot: 'only-on-failure',
  },
});
