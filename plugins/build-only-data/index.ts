import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addToBundlerCacheVersion} from '../bundlerCache';

const LOADER = path.join(__dirname, 'trimGenerated.cjs');

/**
 * Keeps what only the build and the server read out of every page's main
 * bundle, by running trimGenerated.cjs over two generated files:
 * - the site config (`@generated/docusaurus.config`), in every build, so the
 *   server renders with the same config the browser hydrates with;
 * - the route registry (`@generated/registry`), in the production client build
 *   only: the server needs its module paths.
 * The loader's own digest goes into the bundler cache's version, so a changed
 * loader is run again instead of its cached output being reused.
 */
export default function buildOnlyDataPlugin(context: LoadContext): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  const loaderDigest = createHash('sha256').update(readFileSync(LOADER)).digest('hex').slice(0, 16);
  return {
    name: 'build-only-data',
    configureWebpack(config, isServer) {
      addToBundlerCacheVersion(config, `build-only-data-${loaderDigest}`);
      const files = [generated('docusaurus.config.mjs')];
      if (!isServer && config.mode === 'production') files.push(generated('registry.js'));
      // `enforce: 'pre'`: the loader reads the file as generated, before the JavaScript loader.
      return {module: {rules: files.map((file) => ({test: file, enforce: 'pre' as const, use: [{loader: LOADER}]}))}};
    },
  };
}
