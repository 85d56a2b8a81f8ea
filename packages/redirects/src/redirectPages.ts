import pluginClientRedirects, {
  validateOptions,
  type Options as RedirectPagesOptions,
} from '@docusaurus/plugin-client-redirects';
import type {Redirect} from './rules';

export type {RedirectPagesOptions};

/**
 * What writes the client-side redirect pages of the table, which a static host without server
 * redirects serves: @docusaurus/plugin-client-redirects, as its module exports it (the plugin and
 * its options' validation), for a post-build step to make and run where the site's pipeline wants it.
 */
export const redirectPagesPlugin = {plugin: pluginClientRedirects, validateOptions};

/** The redirect table as that plugin's options: one page per `from`, leading to its `to`. */
export function redirectPagesOptions(redirects: readonly Redirect[]): RedirectPagesOptions {
  return {redirects: redirects.map((redirect) => ({...redirect}))};
}
