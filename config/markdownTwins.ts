import type {PluginConfig, PluginModule} from '@docusaurus/types';
import markdownTwinsPlugin, {type MarkdownTwinsOptions} from '../plugins/markdown-twins';
import {openapiPaths} from './openapiPaths';
import {readMarkdownTwinsEnv} from './env';
import {site} from './site';
import {siteUrl} from './siteUrl';

/** Absolute, like every link agents read in twins and llms.txt (src/markdownTwins/urls.ts). */
const docsUrl = `${siteUrl}${site.baseUrl}`;

/** What agents read: the Markdown twins of pages and /docs/llms.txt. */
export const markdownTwinsOptions: MarkdownTwinsOptions = {
  title: `${site.title} documentation`,
  summary:
    'APIpie is an AI-model API gateway: one OpenAI-compatible API, one key and one bill for language, vision, ' +
    `embedding, image and voice models from many providers, at ${site.apiBaseUrl}.`,
  details:
    'Every link below is the Markdown twin of a page: the page URL plus `.md`. ' +
    `The API reference's OpenAPI description is at ${docsUrl}openapi.json; each API twin ends with its operation's fragment.`,
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
};

// Docusaurus types plugin options as unknown; these are checked by MarkdownTwinsOptions above.
// Left out only when the twins bench measures a build without them (MARKDOWN_TWINS=off).
export const markdownTwinsPlugins: PluginConfig[] = readMarkdownTwinsEnv().enabled
  ? [[markdownTwinsPlugin as PluginModule, markdownTwinsOptions]]
  : [];
