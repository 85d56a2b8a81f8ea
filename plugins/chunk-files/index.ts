import type {Plugin} from '@docusaurus/types';

/**
 * Names the production client's lazy chunks by id (`assets/js/4219.<hash>.js`)
 * instead of by name (`assets/js/f3d4cac7.<hash>.js`). With the name in the
 * file name, the runtime every page loads first carries an id-to-name table
 * for all ~300 chunks (~1.8 KiB gzip); with the id alone it needs only the
 * content hashes. The route registry still names chunks for its loaders.
 */
export default function chunkFilesPlugin(): Plugin {
  return {
    name: 'chunk-files',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
