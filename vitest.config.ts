import path from 'node:path';
import {defineConfig, type TestProjectInlineConfiguration} from 'vitest/config';

// Unit tests live beside the code they test; browser tests have their own config (playwright.config.ts).
// A test's file name chooses its project, so no list of tests is kept here:
// - `built`: `*.built.test.ts`, the tests that read a finished build in `build/` (its search index,
//   twins, MCP tarball). `npm test` runs them once the build is done; on a fresh clone a test that
//   reads `build/` without the suffix fails in `source`, which runs before the build.
// - `bad-input`: the bad-input table. No build, but it runs real commands in copies of the site, mostly
//   waiting on them, so `npm test` runs it beside the other `source` tests rather than in their workers.
// - `source`: every other `*.test.ts`.
// `npx vitest run` runs every project, `source` and `bad-input` first; `--project <name>` runs one.
const ALL_TESTS = '{config,src,scripts,plugins,data,mcp,packages}/**/*.test.ts';
const BUILT_TESTS = '{config,src,scripts,plugins,data,mcp,packages}/**/*.built.test.ts';
const BAD_INPUT_TABLE = 'scripts/badInput/badInput.test.ts';

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
    // typecheck, lint, the samples and the bad-input table on two cores, where a test's CPU-bound
    // work can take several times as long as alone (the first call that parses the OpenAPI
    // description, a render, a whole-site scan). So every test gets this much, and no test file sets
    // a shorter limit of its own; a test that hangs still fails here.
    testTimeout: 180_000,
    // Cleanup hooks remove copies of the site (the bad-input table's), which is slow on a busy machine.
    hookTimeout: 180_000,
    // A worker imports a module once for all the files it runs, not once per file: much of the source
    // tests' CPU time went on re-importing the same modules in each file. Vitest still starts fresh
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
          exclude: [BUILT_TESTS, BAD_INPUT_TABLE],
          sequence: {groupOrder: 0},
        },
      },
      {...shared, test: {name: 'bad-input', include: [BAD_INPUT_TABLE], sequence: {groupOrder: 0}}},
      {...shared, test: {name: 'built', include: [BUILT_TESTS], sequence: {groupOrder: 1}}},
    ],
  },
});
