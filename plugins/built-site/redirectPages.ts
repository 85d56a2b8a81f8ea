import {redirectPagesPlugin, type RedirectPagesOptions} from 'apipie-docs-redirects/node';
import {buildStep} from './step';
import {upstreamPlugin} from './upstream';

export type {RedirectPagesOptions};

/**
 * The client-side redirect pages of the redirect table, by @docusaurus/plugin-client-redirects, which
 * the site does not list as a plugin: a static host without server redirects serves these.
 */
export const redirectPages = buildStep('redirect-pages', {
  async start({context, props}, options: RedirectPagesOptions) {
    const plugin = await upstreamPlugin(context, redirectPagesPlugin, options);
    return {finish: () => plugin.postBuild({...props, content: undefined})};
  },
});
