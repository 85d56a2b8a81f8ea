import path from 'node:path';
import type {ApiReferenceOptions, OpenApiDocsOptions} from 'apipie-docs-api-reference/node';
import {docsLocation} from './docsLocation';
import {openapiPaths} from './openapiPaths';
import {site} from './site';

/**
 * docusaurus-plugin-openapi-docs, run by `npm run gen:api` only: it turns the
 * description into MDX pages and the API sidebar. The pages' markup is the API
 * reference package's, so no OpenAPI theme runs in the site.
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
      sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'auto', sidebarCollapsed: true},
    },
  },
} satisfies OpenApiDocsOptions;

/** What `npm run gen:api` reads and writes, and the site facts the pages need. */
export const apiReference: ApiReferenceOptions = {
  ...openapiPaths,
  redoclyConfig: path.resolve('redocly.yaml'),
  plugin: openapiPlugin,
  docs: docsLocation,
  guides: {
    url: site.url,
    baseUrl: site.baseUrl,
    siteDir: path.resolve('.'),
    docsDir: path.resolve(docsLocation.path),
  },
};
