import type {PluginConfig, PluginModule} from '@docusaurus/types';
import {publishedModelsFile} from '../data/modelSchema';
import modelCataloguePlugin, {type ModelCataloguePluginOptions} from '../plugins/model-catalogue';

/** The model data file, checked at build time and published as /docs/models.json. */
export const modelCatalogueOptions = {
  dataFile: 'data/models.json',
  // A static directory listed in docusaurus.config.ts (gitignored, generated).
  staticDir: '.generated/static',
  publishAs: publishedModelsFile,
} satisfies ModelCataloguePluginOptions;

export const modelCatalogue: PluginConfig = [modelCataloguePlugin as PluginModule, modelCatalogueOptions];
