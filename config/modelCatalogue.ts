import type {PluginConfig, PluginModule} from '@docusaurus/types';
import {cataloguePath, vendorPagePath} from '../data/catalogue';
import {publishedModelsFile} from '../data/modelSchema';
import {vendorPageOf} from '../data/vendorPages';
import modelCataloguePlugin, {type ModelCataloguePluginOptions} from '../plugins/model-catalogue';
import remarkCatalogueRowLinks, {type CatalogueRowLinksOptions} from '../plugins/model-catalogue/catalogueRowLinks';
import {site} from './site';

/** The model data file, checked at build time and published as /docs/models.json. */
export const modelCatalogueOptions = {
  dataFile: 'data/models.json',
  // A static directory listed in docusaurus.config.ts (gitignored, generated).
  staticDir: '.generated/static',
  publishAs: publishedModelsFile,
} satisfies ModelCataloguePluginOptions;

export const modelCatalogue: PluginConfig = [modelCataloguePlugin as PluginModule, modelCatalogueOptions];

/** Authors' links to a catalogue row: in a twin, to the vendor page that lists the id, else to the model data. */
export const catalogueRowLinks = [
  remarkCatalogueRowLinks,
  {
    cataloguePath: cataloguePath(site.baseUrl),
    twinHrefOf: (id) => {
      const page = vendorPageOf(id);
      return page ? vendorPagePath(site.baseUrl, page.slug) : `${site.baseUrl}${publishedModelsFile}`;
    },
  } satisfies CatalogueRowLinksOptions,
] as const;
