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

const ALL_TESTS = '{config,src,scripts,plugins,data,mcp}/**/*.test.ts';

/** What both projects share: site code imports itself as @site/..., components use the automatic JSX runtime. */
const shared = {
  extends: true,
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  esbuild: {jsx: 'automatic'},
} satisfies Partial<TestProjectInlineConfiguration>;

// Unit tests live beside the code they test; browser tests have their own config (playwright.config.ts).
// `npx vitest run` runs both projects, `source` first; `--project source` or `--project built` runs one.
export default defineConfig({
  test: {
    environment: 'node',
    // Cleanup hooks remove copies of the site (the bad-input table's): on a busy machine, with the
    // hosted-search build writing beside the unit tests (scripts/suite.sh), that can pass 10 s.
    hookTimeout: 60_000,
    projects: [
      {...shared, test: {name: 'source', include: [ALL_TESTS], exclude: BUILT_TESTS, sequence: {groupOrder: 0}}},
      {...shared, test: {name: 'built', include: BUILT_TESTS, sequence: {groupOrder: 1}}},
    ],
  },
});
