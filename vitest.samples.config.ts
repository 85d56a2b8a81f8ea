import os from 'node:os';
import path from 'node:path';
import {configDefaults, defineConfig, type Plugin} from 'vitest/config';

// The code samples, run against a mock of the API (CONTRIBUTING.md: Code samples that run): every Markdown
// page is a test file, so a change run passes Vitest's `--changed <base>` and Vitest runs the pages the change
// touches, every page when it touches what all samples depend on (`forceRerunTriggers`). A config of its own,
// not a project of vitest.config.ts: those triggers are a root option, and the unit tests' triggers (the files
// the bad-input rows break, a guide among them) would run every page's samples. `npm run test:samples` runs
// them all; `npm run test:samples -- docs/Features/Routing.mdx` one page's.
const root = __dirname;
const pageTests = path.resolve(root, 'scripts/samples/run/pageTests.ts');

/** Each Markdown page, as a test module: the tests of its samples (scripts/samples/run/pageTests.ts). */
const pagesAsTests: Plugin = {
  name: 'code-samples-pages-as-tests',
  enforce: 'pre',
  transform(_source, id) {
    if (!/\.mdx?$/.test(id)) return undefined;
    const page = path.relative(root, id);
    return {
      code: `import {testPageSamples} from ${JSON.stringify(pageTests)};\ntestPageSamples(${JSON.stringify(page)});\n`,
      map: null,
    };
  },
};

/**
 * What every sample's run depends on besides its page and the runner's modules (which Vitest follows):
 * the API description the mock is made from, the package gen:api makes the API pages' samples with,
 * the runner's non-TypeScript files (preloads, wrappers), the packages samples import (the lock file).
 */
const EVERY_PAGE_DEPENDS_ON = ['openapi', 'packages/api-reference', 'scripts/samples'].map(
  (folder) => `${path.resolve(root, folder)}/**`,
);

export default defineConfig({
  root,
  plugins: [pagesAsTests],
  test: {
    name: 'samples',
    environment: 'node',
    include: ['{docs,blog,announcements}/**/*.{md,mdx}'],
    globalSetup: ['scripts/samples/run/mockSetup.ts'],
    forceRerunTriggers: [
      ...configDefaults.forceRerunTriggers,
      ...EVERY_PAGE_DEPENDS_ON,
      path.resolve(root, 'package-lock.json'),
      path.resolve(root, 'vitest.samples.config.ts'),
    ],
    // A run spawns a runtime and mostly waits on it and the mock: more workers than cores keep the cores
    // busy, and a worker imports the runner once for all its pages.
    isolate: false,
    maxWorkers: os.availableParallelism() + 2,
    minWorkers: 1,
    // No run may fail because the machine is busy; a run that hangs is stopped by the runner's own limit.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
