import type {AllContent, LoadContext} from '@docusaurus/types';
import pluginContentBlog, {validateOptions, type BlogContent, type Options} from '@docusaurus/plugin-content-blog';
import {buildStep} from './step';
import {upstreamPlugin} from './upstream';

/** Each blog instance's options with its feed turned on; the listed instances have `feedOptions.type: null`. */
export type BlogFeedsOptions = {blogs: readonly Options[]};

type Feed = {
  plugin: Awaited<ReturnType<typeof upstreamPlugin<unknown, BlogContent>>>;
  content: BlogContent | undefined;
};

const BLOG = 'docusaurus-plugin-content-blog';

/**
 * Per blog, @docusaurus/plugin-content-blog made with the feed on, for its feeds' files and the
 * `<link rel="alternate">` tags every page carries. The listed blog instances have their feed off,
 * so the feed files are written once, here, before the last step compresses them.
 */
async function feedsOf(context: LoadContext, allContent: AllContent, {blogs}: BlogFeedsOptions): Promise<Feed[]> {
  const instances = (allContent[BLOG] ?? {}) as Record<string, BlogContent>;
  return Promise.all(
    blogs.map(async (options) => ({
      plugin: await upstreamPlugin(context, {plugin: pluginContentBlog, validateOptions}, options),
      content: instances[options.id ?? 'default'],
    })),
  );
}

export const blogFeeds = buildStep('blog-feeds', {
  async headTags({context, allContent}, options: BlogFeedsOptions) {
    const feeds = await feedsOf(context, allContent, options);
    return feeds.flatMap(({plugin, content}) => {
      if (!content) return [];
      const tags = plugin.injectHtmlTags?.({content});
      return [tags?.headTags ?? []].flat().filter((tag) => typeof tag !== 'string');
    });
  },
  async start({context, props, allContent}, options: BlogFeedsOptions) {
    const feeds = await feedsOf(context, allContent, options);
    return {
      finish: async () => {
        await Promise.all(
          feeds.map(({plugin, content}) => (content ? plugin.postBuild({...props, content}) : undefined)),
        );
      },
    };
  },
});
