import {defineConfig} from 'vitest/config';

// Unit tests live beside the code they test; browser tests have their own config in e2e/.
export default defineConfig({
  test: {
    include: ['{config,src,scripts,plugins}/**/*.test.ts'],
    environment: 'node',
  },
});
