import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {site} from './site';
import {blogEditUrl} from './editLinks';
import {catalogueRowLinks} from './modelCatalogue';

type BlogInstance = {
  /** Folder of posts, relative to the site root; also the route under /docs/. */
  path: string;
  title: string;
  description: string;
  sidebarTitle: string;
};

/**
 * Posts each feed lists, the newest: Docusaurus' default. A feed reader polls for what is new, and the
 * archive lists every post; a feed of every post grew with the blog, in the bytes each poll fetches
 * and in the build's time (`npm run bench:build`).
 */
export const FEED_POSTS = 20;

/**
 * The blog and the announcements feed are two instances of the same plugin;
 * they share every rule here so they cannot drift apart.
 */
export function blogOptions({path, title, description, sidebarTitle}: BlogInstance) {
  return {
    path,
    routeBasePath: path,
    blogTitle: title,
    blogDescription: description,
    blogSidebarTitle: sidebarTitle,
    blogSidebarCount: 'ALL',
    postsPerPage: 10,
    showReadingTime: true,
    showLastUpdateTime: true,
    // The site's own archive page: years as h2, one banner (see there).
    blogArchiveComponent: '@site/src/components/BlogArchivePage',
    editUrl: blogEditUrl,
    remarkPlugins: [catalogueRowLinks],
    authorsMapPath: 'authors.yml',
    tags: 'tags.yml',
    onInlineAuthors: 'throw',
    onInlineTags: 'throw',
    onUntruncatedBlogPosts: 'throw',
    feedOptions: {
      type: 'all',
      title: `${site.title} ${title}`,
      description,
      copyright: `© ${new Date().getFullYear()} ${site.company}`,
      language: 'en',
      limit: FEED_POSTS,
      // Docusaurus sends the post's date as the item's `date`, which the feeds publish as when it last changed
      // (Atom's <updated>, JSON Feed's date_modified); the post's date is when it was published.
      createFeedItems: async ({blogPosts, defaultCreateFeedItems, ...context}) => {
        const items = await defaultCreateFeedItems({blogPosts, ...context});
        return items.map((item, index) => {
          const {date, lastUpdatedAt, source} = blogPosts[index]!.metadata;
          if (!item.author?.length) throw new Error(`${source}: a post needs \`authors\` for its feed entry.`);
          const published = new Date(date);
          const updated = lastUpdatedAt && lastUpdatedAt > published.getTime() ? new Date(lastUpdatedAt) : published;
          return {...item, published, date: updated};
        });
      },
    },
  } satisfies BlogOptions;
}

export const blog = blogOptions({
  path: 'blog',
  title: 'Blog',
  description: 'Guides and opinions on building with AI models through one API.',
  sidebarTitle: 'All posts',
});

export const announcements = {
  id: 'announcements',
  ...blogOptions({
    path: 'announcements',
    title: 'Announcements',
    description: 'New models, platform features and changes to the APIpie API.',
    sidebarTitle: 'All announcements',
  }),
} satisfies BlogOptions;

/**
 * A blog as the site lists it: its feed is off there, as the build pipeline writes the feeds (and
 * the tags that link them) from `blogFeeds`, before it compresses the build.
 */
export const listedBlog = <Options extends BlogOptions>(options: Options) => ({
  ...options,
  feedOptions: {...options.feedOptions, type: null},
});

/** The build pipeline's blog-feeds step: each blog with its feed on. */
export const blogFeeds = {blogs: [blog, announcements]};
