import pluginSitemap, {validateOptions, type Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {buildStep} from './step';
import {upstreamPlugin} from './upstream';

export type {SitemapOptions};

/** sitemap.xml, by @docusaurus/plugin-sitemap (the classic preset's is turned off: `sitemap: false`). */
export const sitemap = buildStep('sitemap', {
  async start({context, props}, options: SitemapOptions) {
    const plugin = await upstreamPlugin(context, {plugin: pluginSitemap, validateOptions}, options);
    return {finish: () => plugin.postBuild({...props, content: undefined})};
  },
});
