import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {site} from './site';
import {blogEditUrl} from './editLinks';

type BlogInstance = {
  /** Folder of posts, relative to the site root; also the route under /docs/. */
  path: string;
  title: string;
  description: string;
  sidebarTitle: string;
};

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
    editUrl: blogEditUrl,
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
      limit: false,
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
