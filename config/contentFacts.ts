import type {PluginConfig, PluginModule} from '@docusaurus/types';
import contentFactsPlugin, {type ContentFactsPluginOptions} from '../plugins/content-facts';

/**
 * What the content check reads: the pages, the posts, the API description and the model data (plugins/content-facts).
 */
export const contentFactsOptions = {
  sources: ['docs', 'blog', 'announcements', 'openapi/apipie.openapi.json'],
  // Generated from the API description, which is checked itself.
  skip: ['docs/api'],
  dataFile: 'data/models.json',
  vendorPagesDir: 'docs/Models',
} satisfies ContentFactsPluginOptions;

export const contentFacts: PluginConfig = [contentFactsPlugin as PluginModule, contentFactsOptions];
