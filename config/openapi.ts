import type {PluginConfig, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import openapiThemeOnApiPages from '../plugins/openapi-theme';
import {apiPageWithSamples, infoPageWithTitle} from './openapiPages';

/** docusaurus-plugin-openapi-docs: one API, generated into the main docs instance. */
export const openapiPlugin = {
  id: 'openapi',
  docsPluginId: 'classic',
  config: {
    apipie: {
      // Written by `npm run gen:api` from openapi/apipie.openapi.json.
      specPath: '.generated/openapi/apipie.docs.json',
      outputDir: 'docs/api',
      downloadUrl: '/docs/openapi.json',
      hideSendButton: true,
      showSchemas: false,
      sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'auto', sidebarCollapsed: true},
      markdownGenerators: {createApiPageMD: apiPageWithSamples, createInfoPageMD: infoPageWithTitle},
    },
  },
} satisfies PluginOptions;

/** The OpenAPI theme's components, with its styles on API pages only (see plugins/openapi-theme). */
export const openapiTheme: PluginConfig = openapiThemeOnApiPages as PluginModule;
