import type {MarkdownTwinsOptions} from 'apipie-docs-markdown-twins/node';
import {readFileSync} from 'node:fs';
import {API_OPERATION_FIELD} from 'apipie-docs-api-reference';
import path from 'node:path';
import {mcpPackage} from './mcpPackage';
import {modelCatalogueOptions} from './modelCatalogue';
import {openapiPaths} from './openapiPaths';
import {readMarkdownTwinsEnv} from './env';
import {site} from './site';
import {siteUrl} from './siteUrl';

/** Absolute, like every link agents read in twins and llms.txt (the twins package's absoluteUrlOf). */
const docsUrl = `${siteUrl}${site.baseUrl}`;

const mcpManifest = JSON.parse(readFileSync(path.resolve(mcpPackage.packageDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  description: string;
};

/** What agents read: the Markdown twins of pages, /docs/llms.txt and the discovery files. */
export const markdownTwinsOptions: MarkdownTwinsOptions = {
  title: `${site.title} documentation`,
  summary:
    'APIpie is an AI-model API gateway: one OpenAI-compatible API, one key and one bill for language, vision, ' +
    `embedding, image and voice models from many providers, at ${site.apiBaseUrl}.`,
  details:
    'Every link below is the Markdown twin of a page: the page URL plus `.md`. ' +
    `The API reference's OpenAPI description is at ${docsUrl}openapi.json; each API twin ends with its operation's fragment.`,
  apiOperationField: API_OPERATION_FIELD,
  looseDocsTitle: 'Get started',
  splitCategories: ['Integrations', 'API reference'],
  optionalCategories: ['Terms'],
  docsTitle: 'Docs',
  openapiFile: openapiPaths.generatorInput,
  appPages: {
    search:
      '# Search the documentation\n\n' +
      'This page is an interactive search box. Agents can read the index of every page in ' +
      `[${docsUrl}llms.txt](${docsUrl}llms.txt) instead, or the full text in ` +
      `[${docsUrl}llms-full.txt](${docsUrl}llms-full.txt).`,
  },
  llmsTxtMaxChars: 50_000,
  productionUrl: site.url,
  discovery: {
    docsTitle: `${site.title} documentation`,
    openapiFile: path.basename(openapiPaths.download),
    modelsFile: modelCatalogueOptions.publishAs,
    cataloguePage: 'Models/Catalogue',
    modelsOperationPage: 'api/fetchmodels',
    mcpPackage: {
      name: mcpManifest.name,
      version: mcpManifest.version,
      description: mcpManifest.description,
      file: mcpPackage.file,
      page: 'Integrations/Coding/Docs-MCP',
    },
    representativeQueries: [
      'How do I authenticate to the APIpie API?',
      'Which model ids can I send to APIpie chat completions?',
      'How do I stream a chat completion from APIpie?',
      'What does a 402 error from APIpie mean?',
      'How do I route APIpie requests by price or latency?',
    ],
  },
};

/**
 * The build pipeline's twins step; left out only when the twins bench measures a build without them
 * (MARKDOWN_TWINS=off).
 */
export const markdownTwinsStep: MarkdownTwinsOptions | false = readMarkdownTwinsEnv().enabled && markdownTwinsOptions;
