import path from 'node:path';
import type {PluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';

/**
 * docusaurus-plugin-openapi-docs, run by `npm run gen:api` only: it turns the
 * description into MDX pages and the API sidebar. The pages' markup is ours
 * (scripts/openapi/pages), so no OpenAPI theme runs in the site.
 */
export const openapiPlugin = {
  id: 'openapi',
  docsPluginId: 'classic',
  config: {
    apipie: {
      // Written by `npm run gen:api` from openapi/apipie.openapi.json.
      specPath: '.generated/openapi/apipie.docs.json',
      outputDir: 'docs/api',
      downloadUrl: '/docs/openapi.json',
      // Front matter without the plugin's compressed copy of each operation, which only its theme reads.
      template: path.join(__dirname, '../openapi/templates/page.mustache'),
      sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'auto', sidebarCollapsed: true},
    },
  },
} satisfies PluginOptions;
