import type {LoadContext, PluginModule, Preset} from '@docusaurus/types';
import builtSitePlugin, {type BuiltSiteOptions} from '.';

/**
 * A preset of one plugin, built-site. Docusaurus lists presets' plugins before the site's own, in
 * preset order, so with this preset before classic's the plugin is the first of all: its postBuild
 * starts first and can wait for every other one (otherPostBuilds.ts).
 */
export default function builtSitePreset(_context: LoadContext, options: BuiltSiteOptions): Preset {
  // Docusaurus types plugin options as unknown; BuiltSiteOptions checks them (config/builtSite.ts).
  return {plugins: [[builtSitePlugin as PluginModule, options]]};
}
