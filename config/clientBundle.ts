import type {PluginConfig} from '@docusaurus/types';
import buildOnlyDataPlugin from '../plugins/build-only-data';
import chunkFilesPlugin from '../plugins/chunk-files';
import lazyPrismPlugin from '../plugins/lazy-prism';

/**
 * What every page's scripts leave out, through the bundler config (patches/README.md lists what only a patch can do):
 * chunk-name tables in the runtime (plugins/chunk-files), build-only config and the registry's module paths
 * (plugins/build-only-data), Prism (plugins/lazy-prism).
 */
export const clientBundlePlugins: PluginConfig[] = [chunkFilesPlugin, buildOnlyDataPlugin, lazyPrismPlugin];
