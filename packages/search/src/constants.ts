/**
 * Where a built site keeps its local search index, shared by the plugin that
 * writes it, the clients that fetch it, the MCP server and the scripts.
 */

/** The folder under the base URL that holds the index. */
export const INDEX_ROUTE = 'search-index';

/** The small, always revalidated file naming the current content-hashed index file. */
export const MANIFEST_FILE = 'manifest.json';

/** The manifest's path relative to the base URL. */
export const MANIFEST_PATH = `${INDEX_ROUTE}/${MANIFEST_FILE}`;
