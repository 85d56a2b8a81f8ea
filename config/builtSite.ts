import type {PluginConfig, PluginModule} from '@docusaurus/types';
import {redirectPagesOptions} from 'apipie-docs-redirects/node';
import builtSitePlugin, {type BuiltSiteOptions} from '../plugins/built-site';
import {blogFeeds} from './blog';
import {buildEditBase} from './editLinks';
import {readAnalyticsEnv, readBuildStepTimingsEnv, readSearchEnv} from './env';
import {markdownTwinsStep} from './markdownTwins';
import {mcpPackageOptions} from './mcpPackage';
import {openapiPaths} from './openapiPaths';
import {redirects} from './redirects';
import {search} from './search';
import {socialCardsOptions} from './socialCards';

/**
 * The options of each step of the build pipeline (plugins/built-site/pipeline.ts), by its name. The
 * server files follow the build's search mode (Algolia's hosts in the CSP) and analytics endpoint;
 * the steps' timings are printed for the build bench.
 */
const options: BuiltSiteOptions = {
  steps: {
    'link-check': {generatedDocsDir: openapiPaths.docsOutput},
    'edit-link-check': {editBase: buildEditBase},
    'search-index': search.indexOptions,
    'markdown-twins': markdownTwinsStep,
    'social-cards': socialCardsOptions,
    sitemap: {changefreq: 'daily', priority: 0.5, filename: 'sitemap.xml'},
    'blog-feeds': blogFeeds,
    'redirect-pages': redirectPagesOptions(redirects),
    'mcp-package': mcpPackageOptions,
    'server-config': {searchEnv: readSearchEnv(), analyticsEnv: readAnalyticsEnv(), redirects},
  },
  stepTimings: readBuildStepTimingsEnv().enabled,
};

// Docusaurus types plugin options as unknown; BuiltSiteOptions checks them above.
export const builtSite: PluginConfig = [builtSitePlugin as PluginModule, options];
