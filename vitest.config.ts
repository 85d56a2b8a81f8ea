import path from 'node:path';
import {defineConfig} from 'vitest/config';

// Unit tests live beside the code they test; browser tests have their own config in e2e/.
export default defineConfig({
  // Site code imports its own modules as @site/..., as Docusaurus resolves them.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  // Components use the automatic JSX runtime, as Docusaurus compiles them.
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['{config,src,scripts,plugins,data,mcp}/**/*.test.ts'],
    environment: 'node',
    // Cleanup hooks remove copies of the site (the bad-input table's): on a busy machine, with the
    // hosted-search build writing beside the unit tests (scripts/suite.sh), that can pass 10 s.
    hookTimeout: 60_000,
  },
});
