import path from 'node:path';
import {defineConfig, type TestProjectInlineConfiguration} from 'vitest/config';

/**
 * The unit tests that read a finished build in `build/` (its search index, twins, MCP tarball):
 * the project `built`. `npm test` runs them once the build is done; every other test is in `source`.
 */
export const BUILT_TESTS = [
  'src/search/ranking.test.ts',
  'scripts/bench/firstSearchBudget.test.ts',
  'plugins/markdown-twins/builtSite.test.ts',
  'mcp/src/cli.test.ts',
  'mcp/src/install.test.ts',
];

/**
 * The bad-input table: no build, but it runs real commands in copies of the site (a change run's 8
 * rows take about 45 s, mostly waiting on them), so it is a project of its own that `npm test` runs beside the other `source` tests.
 */
export const BAD_INPUT_TESTS = ['scripts/badInput/badInput.test.ts'];

const ALL_TESTS = '{config,src,scripts,plugins,data,mcp}/**/*.test.ts';

/** What both projects share: site code imports itself as @site/..., components use the automatic JSX runtime. */
const shared = {
  extends: true,
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  esbuild: {jsx: 'automatic'},
} satisfies Partial<TestProjectInlineConfiguration>;

// Unit tests live beside the code they test; browser tests have their own config (playwright.config.ts).
// `npx vitest run` runs every project, `source` and `bad-input` first; `--project <name>` runs one.
export default defineConfig({
  test: {
    environment: 'node',
    // Cleanup hooks remove copies of the site (the bad-input table's): on a busy machine, with the
    // hosted-search build writing beside the unit tests (scripts/suite.sh), that can pass 10 s.
    hookTimeout: 60_000,
    // A worker imports a module once for all the files it runs, not once per file: half the CPU time
    // of the source tests (their 101 files re-imported the same modules). Vitest still starts fresh
    // workers for each project. No test mocks a module or stubs a global (a lint rule, eslint.config.mjs),
    // and the two that stub environment variables restore them after each test. It is a root option:
    // Vitest's pool reads it from here, not from a project.
    isolate: false,
    projects: [
      {
        ...shared,
        test: {
          name: 'source',
          include: [ALL_TESTS],
          exclude: [...BUILT_TESTS, ...BAD_INPUT_TESTS],
          sequence: {groupOrder: 0},
        },
      },
      {...shared, test: {name: 'bad-input', include: BAD_INPUT_TESTS, sequence: {groupOrder: 0}}},
      {...shared, test: {name: 'built', include: BUILT_TESTS, sequence: {groupOrder: 1}}},
    ],
  },
});
