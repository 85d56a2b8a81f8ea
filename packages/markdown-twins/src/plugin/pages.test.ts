import type {AllContent} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {sitePages, unlistedSections} from './pages';

const doc = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Title of ${id}`,
  description: `About ${id}.`,
  permalink: `/docs/${id}`,
  unlisted: false,
  frontMatter: {},
  ...extra,
});

const docs = [
  doc('intro'),
  doc('Features/Routing'),
  doc('Integrations/Overview'),
  doc('Integrations/Coding/Cursor'),
  doc('Terms/privacy'),
  doc('api/chat', {frontMatter: {api_operation: 'post /v1/chat'}}),
  doc('hidden', {unlisted: true}),
];
const sidebar = [
  {type: 'doc', id: 'intro'},
  {
    type: 'category',
    label: 'Features',
    items: [
      {type: 'doc', id: 'Features/Routing'},
      {type: 'doc', id: 'hidden'},
    ],
  },
  {
    type: 'category',
    label: 'Integrations',
    items: [
      {type: 'doc', id: 'Integrations/Overview'},
      {type: 'category', label: 'Coding assistants', items: [{type: 'doc', id: 'Integrations/Coding/Cursor'}]},
    ],
  },
  {
    type: 'category',
    label: 'API reference',
    link: {type: 'doc', id: 'api/chat'},
    items: [
      {
        type: 'category',
        label: 'Chat',
        link: {type: 'generated-index', permalink: '/docs/category/api/chat', description: 'Chat operations.'},
        items: [],
      },
    ],
  },
  {type: 'category', label: 'Terms', items: [{type: 'doc', id: 'Terms/privacy'}]},
  {type: 'link', href: 'https://apipie.ai'},
];
const allContent = {
  'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs, sidebars: {docs: sidebar}}]}},
  'docusaurus-plugin-content-blog': {
    default: {
      blogTitle: 'Blog',
      blogTagsListPath: '/docs/blog/tags',
      blogPosts: [{metadata: {permalink: '/docs/blog/post', title: 'Post', description: 'A post.', unlisted: false}}],
    },
  },
} as unknown as AllContent;

describe('sitePages', () => {
  const pages = sitePages(allContent, {
    apiOperationField: 'api_operation',
    looseDocsTitle: 'Get started',
    splitCategories: ['Integrations', 'API reference'],
    optionalCategories: ['Terms'],
  });

  it('gives sections in sidebar order, split categories one per sub-category, unlisted docs left out', () => {
    expect(pages.sections.map((section) => [section.title, section.entries.map((entry) => entry.permalink)])).toEqual([
      ['Get started', ['/docs/intro']],
      ['Features', ['/docs/Features/Routing']],
      ['Integrations', ['/docs/Integrations/Overview']],
      ['Integrations: Coding assistants', ['/docs/Integrations/Coding/Cursor']],
      ['API reference', ['/docs/api/chat']],
      ['API reference: Chat', ['/docs/category/api/chat']],
    ]);
  });

  it('takes descriptions from front matter and from generated category pages', () => {
    expect(pages.sections[1]?.entries[0]).toEqual({
      permalink: '/docs/Features/Routing',
      title: 'Title of Features/Routing',
      description: 'About Features/Routing.',
    });
    expect(pages.sections[5]?.entries[0]?.description).toBe('Chat operations.');
  });

  it('puts legal text and posts under Optional', () => {
    expect(pages.optional.map((section) => [section.title, section.entries.map((entry) => entry.permalink)])).toEqual([
      ['Terms', ['/docs/Terms/privacy']],
      ['Blog', ['/docs/blog/post']],
    ]);
  });

  it("knows each blog's title and folder", () => {
    expect(pages.blogs).toEqual([{title: 'Blog', basePath: '/docs/blog/'}]);
  });

  it('knows which pages are API operations', () => {
    expect([...pages.apiOperations]).toEqual([['/docs/api/chat', 'post /v1/chat']]);
  });
});

describe('unlistedSections', () => {
  const blogs = [
    {title: 'Blog', basePath: '/docs/blog/'},
    {title: 'Announcements', basePath: '/docs/announcements/'},
  ];
  const headings: Record<string, string> = {
    '/docs/announcements': 'Announcements',
    '/docs/announcements/page/2': 'Announcements: page 2',
    '/docs/announcements/tags/openai': '3 posts tagged with "OpenAI"',
    '/docs/announcements/tags/openai/page/2': '3 posts tagged with "OpenAI"',
    '/docs/blog/archive': 'Archive',
    '/docs/tags/streaming': '2 docs tagged with "Streaming"',
    '/docs/search': 'Search the documentation',
  };
  const sections = unlistedSections(
    [...Object.keys(headings), '/docs/Features/Routing', '/docs/blog/post'],
    new Set(['/docs/Features/Routing', '/docs/blog/post']),
    blogs,
    'Docs',
    (route) => headings[route]!,
  );

  it('lists every page nothing else lists, with its blog or under Docs, titled by its heading', () => {
    expect(sections).toEqual([
      {
        title: 'Announcements',
        entries: [
          {permalink: '/docs/announcements', title: 'Latest posts', description: ''},
          {permalink: '/docs/announcements/page/2', title: 'page 2', description: ''},
          {permalink: '/docs/announcements/tags/openai', title: '3 posts tagged with "OpenAI"', description: ''},
          {
            permalink: '/docs/announcements/tags/openai/page/2',
            title: '3 posts tagged with "OpenAI", page 2',
            description: '',
          },
        ],
      },
      {title: 'Blog', entries: [{permalink: '/docs/blog/archive', title: 'Archive', description: ''}]},
      {
        title: 'Docs',
        entries: [
          {permalink: '/docs/search', title: 'Search the documentation', description: ''},
          {permalink: '/docs/tags/streaming', title: '2 docs tagged with "Streaming"', description: ''},
        ],
      },
    ]);
  });
});
