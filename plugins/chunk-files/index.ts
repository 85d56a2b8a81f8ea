import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus' bundler plugin that adds `__webpack_require__.gca` to the runtime:
 * a chunk-name-to-id table, read only by `window.docusaurus.prefetch`, which
 * the core patch turns off (patches/README.md).
 */
const CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

type BundlerPlugin = {constructor: {name: string}} | null | undefined | false | '' | 0;

/**
 * Takes Docusaurus' ChunkAssetPlugin out of a client config's plugins. Returns
 * false when there is none, so a Docusaurus that dropped or renamed it is
 * reported rather than passed over.
 */
export function removeChunkAssetPlugin(plugins: BundlerPlugin[]): boolean {
  const index = plugins.findIndex((plugin) => plugin && plugin.constructor.name === CHUNK_ASSET_PLUGIN);
  if (index < 0) return false;
  plugins.splice(index, 1);
  return true;
}

/**
 * Keeps chunk-name tables out of the runtime every page loads first, in the
 * production client build:
 * - lazy chunks are named by id (`assets/js/4219.<hash>.js`), not by name
 *   (`assets/js/f3d4cac7.<hash>.js`), so the runtime needs only the content
 *   hashes, not an id-to-name table for every chunk;
 * - without ChunkAssetPlugin, it carries no name-to-id table either.
 * The route registry still names chunks for its loaders.
 */
export default function chunkFilesPlugin(): Plugin {
  return {
    name: 'chunk-files',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      if (!removeChunkAssetPlugin((config.plugins ?? []) as BundlerPlugin[]))
        logger.warn(
          `plugins/chunk-files: the client build has no ${CHUNK_ASSET_PLUGIN} any more. Check what now serves window.docusaurus.prefetch in this Docusaurus version, then update plugins/chunk-files and patches/README.md.`,
        );
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
