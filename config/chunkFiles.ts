import type {PluginConfig} from '@docusaurus/types';
import chunkFilesPlugin from '../plugins/chunk-files';

/** Lazy chunk files named by id, which keeps the chunk-name table out of every page's runtime (plugins/chunk-files). */
export const chunkFiles: PluginConfig = chunkFilesPlugin;
