import path from 'node:path';
import {configDefaults, defineConfig, type TestProjectInlineConfiguration} from 'vitest/config';
import {editedFile, rows} from './test/badInput/rows';
import {changeRunReach, changeRunTestNamePattern, suiteScope} from './scripts/lib/suiteScope';
import {RUNS_AT_ONCE} from './scripts/samples/run/runsAtOnce';

// Unit tests live beside the code they test; browser tests have their own config (playwright.config.ts).
// A test's file name chooses its project, so no list of tests is kept here:
// - `built`: `*.built.test.ts`, the tests that read a finished build in `build/` (its search index,
//   twins, MCP tarball). `npm test` runs them once the build is done; on a fresh clone a test that
//   reads `build/` without the suffix fails in `source`, which runs before the build.
// - `bad-input`: the bad-input table (test/badInput/rowTests.ts). No build, but it runs real commands in
//   copies of the site, mostly waiting on them, so `npm test` runs it beside the other `source` tests rather
//   than in their workers.
// - `bad-input-touched`: the table's rows that vary a fault; a change run passes `--changed <base>`, and
//   Vitest runs them when the change touches their code or a file they break (`forceRerunTriggers`).
// - `samples`: `*.samples.test.ts`, the code samples' checks and their runs against a mock of the API, a
//   test per page's checks and per run.
// - `source`: every other `*.test.ts`.
// A `*.full.test.ts` file runs in the full run only (SUITE_SCOPE=full, scripts/lib/suiteScope.ts), as the
// browser tests tagged @full do; so does a test whose name ends with tags, @full among them (the sample
// runs), unless it also carries a tag the change reaches (`testNamePattern`, below, the rule of
// playwright.config.ts's grepInvert). `npx vitest run` runs every project, `source` and the table first;
// `--project <name>` runs one.
const ALL_TESTS = '{config,src,scripts,bench,test,lint,.ci,plugins,data,mcp,packages}/**/*.test.ts';
const BUILT_TESTS = '{config,src,scripts,bench,test,lint,.ci,plugins,data,mcp,packages}/**/*.built.test.ts';
const BAD_INPUT_TABLE = 'test/badInput/badInput*.test.ts';
const TOUCHED_ROWS = 'test/badInput/badInput.touched.test.ts';
const SAMPLES = '{config,src,scripts,bench,test,lint,.ci,plugins,data,mcp,packages}/**/*.samples.test.ts';
const FULL_RUN_ONLY = suiteScope === 'full' ? [] : ['**/*.full.test.ts'];

/** The files the table's rows break: a change to one runs every row under `--changed` (a folder, all in it). */
const brokenByRows = [...new Set(rows.map(editedFile))].flatMap((file) => {
  const absolute = path.resolve(__dirname, file);
  return [absolute, `${absolute}/**`];
});

/** What all projects share: site code imports itself as @site/..., components use the automatic JSX runtime. */
const shared = {
  extends: true,
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  esbuild: {jsx: 'automatic'},
} satisfies Partial<TestProjectInlineConfiguration>;

export default defineConfig({
  test: {
    environment: 'node',
    // No test may fail because the machine is slow or busy. `npm test` runs the unit tests beside
    // typecheck, lint, the samples and the bad-input table on two cores, where a test's CPU-bound work
    // can take several times as long as alone. Vitest's limits count wall time and cannot stretch, so
    // they are off (0), and the runner gives every test and hook a hang guard that counts time as an
    // idle machine would (test/support/loadScaledRunner.ts): a test that hangs still fails, named.
    runner: './test/support/loadScaledRunner.ts',
    testTimeout: 0,
    hookTimeout: 0,
    // A worker imports a module once for all the files it runs, not once per file: much of the source
    // tests' CPU time went on re-importing the same modules in each file. Vitest still starts fresh
    // workers for each project. No test mocks a module or stubs a global (a lint rule, eslint.config.mjs),
    // and the two that stub environment variables restore them after each test. It is a root option:
    // Vitest's pool reads it from here, not from a project.
    isolate: false,
    forceRerunTriggers: [...configDefaults.forceRerunTriggers, ...brokenByRows],
    // `-t` on the command line replaces it (`-t docs/Features/Completions.mdx` runs one page's samples).
    testNamePattern: suiteScope === 'full' ? undefined : changeRunTestNamePattern(changeRunReach()),
    projects: [
      {
        ...shared,
        test: {
          name: 'source',
          include: [ALL_TESTS],
          exclude: [...configDefaults.exclude, BUILT_TESTS, BAD_INPUT_TABLE, SAMPLES, ...FULL_RUN_ONLY],
          sequence: {groupOrder: 0},
        },
      },
      {
        ...shared,
        test: {
          name: 'bad-input',
          include: [BAD_INPUT_TABLE],
          exclude: [...configDefaults.exclude, TOUCHED_ROWS, ...FULL_RUN_ONLY],
          sequence: {groupOrder: 0},
        },
      },
      {...shared, test: {name: 'bad-input-touched', include: [TOUCHED_ROWS], sequence: {groupOrder: 0}}},
      {
        ...shared,
        // A run starts a runtime and mostly waits on it and the mock, so a few run at once.
        test: {name: 'samples', include: [SAMPLES], maxConcurrency: RUNS_AT_ONCE, sequence: {groupOrder: 0}},
      },
      {
        ...shared,
        test: {
          name: 'built',
          include: [BUILT_TESTS],
          exclude: [...configDefaults.exclude, ...FULL_RUN_ONLY],
          sequence: {groupOrder: 1},
        },
      },
    ],
  },
});
