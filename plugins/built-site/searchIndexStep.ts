import type {BuiltPagesReader} from './steps';
import {buildStep} from './step';

const SEARCH_INDEX_PLUGIN = 'search-index';

/**
 * The search index, written from the built pages by the search-index plugin (plugins/search-index),
 * which keeps its step as a method of the plugin, fed by its allContentLoaded. This adapter is the
 * one place that reaches it; it goes when that step is a plain function the pipeline imports.
 */
export const searchIndex = buildStep('search-index', {
  start({props}, _options: true) {
    const plugin = props.plugins.find((loaded) => loaded.name === SEARCH_INDEX_PLUGIN);
    if (!plugin) throw new Error(`no plugin named ${SEARCH_INDEX_PLUGIN} is loaded`);
    return (plugin as unknown as BuiltPagesReader).readBuiltPages(props);
  },
});
