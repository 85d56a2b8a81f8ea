import type {Plugin} from '@docusaurus/types';

/**
 * The chunk every module shared by two or more of the server bundle's lazy chunks goes into, once.
 */
export const SHARED_SERVER_CHUNK = 'shared';

/**
 * The server bundle's chunks: its modules shared by several pages' chunks in one chunk, each once.
 *
 * Docusaurus builds the server bundle without splitChunks, so each page's lazy chunk carries its own
 * copy of every module it imports: the theme's components, ours, and the data they import (the model
 * catalogue in every page that shows a model). The static-site generation loads these chunks on each
 * of its worker threads as the pages need them and keeps them, so every copy stays in memory on every
 * thread, and a site ten times bigger holds ten times as many copies. The client bundle already moves
 * shared modules into chunks of their own; on the server, where chunks are read from disk, one chunk
 * for them all is enough.
 */
export default function serverChunksPlugin(): Plugin {
  return {
    name: 'server-chunks',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {
        optimization: {
          splitChunks: {
            chunks: 'async',
            cacheGroups: {
              default: false,
              defaultVendors: false,
              shared: {name: SHARED_SERVER_CHUNK, chunks: 'async', minChunks: 2, enforce: true},
            },
          },
        },
      };
    },
  };
}
