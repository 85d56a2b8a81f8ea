import path from 'node:path';

/** Where the OpenAPI pipeline reads and writes, relative to the site root. */
export const openapiPaths = {
  source: path.resolve('openapi/apipie.openapi.json'),
  /** Input of docusaurus-plugin-openapi-docs (gitignored). */
  generatorInput: path.resolve('.generated/openapi/apipie.docs.json'),
  /** Published as /docs/openapi.json through a second static directory (gitignored). */
  download: path.resolve('.generated/static/openapi.json'),
  /** The unverified facts, with their reasons as HTML, for src/components/UnverifiedApiFacts (gitignored). */
  unverifiedFacts: path.resolve('.generated/openapi/unverifiedFacts.json'),
  /** Output of the plugin: the whole folder is gitignored. */
  docsOutput: path.resolve('docs/api'),
};
