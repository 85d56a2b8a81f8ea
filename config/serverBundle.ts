import type {PluginConfig} from '@docusaurus/types';
import serverChunksPlugin from '../plugins/server-chunks';

/** The server bundle, which renders the pages at build time: its shared modules once (plugins/server-chunks). */
export const serverBundlePlugins: PluginConfig[] = [serverChunksPlugin];
