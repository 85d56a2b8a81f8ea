import type {PluginConfig} from '@docusaurus/types';
import patchedPackagesCachePlugin from '../plugins/patched-packages-cache';

/** Rspack's persistent cache keyed to patches/ too, so a changed patch is bundled (plugins/patched-packages-cache). */
export const patchedPackagesCache: PluginConfig = patchedPackagesCachePlugin;
