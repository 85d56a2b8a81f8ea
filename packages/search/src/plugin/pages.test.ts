import {describe, expect, it} from 'vitest';
import type {AllContent} from '@docusaurus/types';
import {indexablePages} from './pages';

const doc = (id: string, permalink: string, extra: object = {}) => ({
  id,
  permalink,
  title: `Title of ${id}`,
  source: `@site/docs/${id}.md`,
  unlisted: false,
  frontMatter: {},
  ...extra,
});

const post = (permalink: string, extra: object = {}) => ({
  id: permalink,
  content: 'Post body.',
  metadata: {
    permalink,
    title: `Post ${permalink}`,
    source: '@site/blog/x/index.md',
    unlisted: false,
    frontMatter: {},
    ...extra,
  },
});

// Only the fields indexablePages reads, in the shape the content plugins load them.
const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          versionName: 'current',
          docs: [
            doc('intro', '/docs/', {frontMatter: {sidebar_label: 'Get started'}}),
            doc('api/introduction', '/docs/api/introduction'),
            doc('Terms/privacy', '/docs/Terms/privacy', {frontMatter: {keywords: ['gdpr', 3], tags: ['legal']}}),
            doc('Features/Pools', '/docs/Features/Pools', {
              frontMatter: {description: ' Higher rate limits and automatic failover. '},
            }),
            doc('api/chatcompletions', '/docs/api/chatcompletions', {
              frontMatter: {sidebar_label: 'Create a chat completion', api_operation: 'post /v1/chat/completions'},
            }),
            doc('hidden', '/docs/hidden', {unlisted: true}),
          ],
          sidebars: {
            docs: [
              {type: 'doc', id: 'intro'},
              {type: 'doc', id: 'api/introduction'},
              {type: 'category', label: 'Terms', items: [{type: 'doc', id: 'Terms/privacy'}]},
              {
                type: 'category',
                label: 'Features',
                link: {type: 'generated-index'},
                items: [{type: 'category', label: 'Routing', items: [{type: 'doc', id: 'Features/Pools'}]}],
              },
              {type: 'link', href: 'https://apipie.ai', label: 'Site'},
            ],
          },
        },
      ],
    },
  },
  'docusaurus-plugin-content-blog': {
    default: {
      blogTitle: 'Blog',
      blogPosts: [post('/docs/blog/2024/06/20/welcome'), post('/docs/blog/draft', {unlisted: true})],
    },
    announcements: {blogTitle: 'Announcements', blogPosts: [post('/docs/announcements/2024/12/16/platform')]},
  },
  'docusaurus-plugin-sitemap': {default: null},
} as unknown as AllContent;

const pages = indexablePages(allContent, 'Docs', 'en');
const byPath = Object.fromEntries(pages.map((page) => [page.permalink, page]));

describe('indexablePages', () => {
  it('lists every listed doc and post, and nothing else', () => {
    expect(pages.map((p) => p.permalink)).toEqual([
      '/docs/',
      '/docs/announcements/2024/12/16/platform',
      '/docs/api/chatcompletions',
      '/docs/api/introduction',
      '/docs/blog/2024/06/20/welcome',
      '/docs/Features/Pools',
      '/docs/Terms/privacy',
    ]);
  });

  it('takes lvl0 from the outermost sidebar category, the docs label outside categories, the blog title for posts', () => {
    expect(byPath['/docs/']!.lvl0).toBe('Docs');
    expect(byPath['/docs/Terms/privacy']!.lvl0).toBe('Terms');
    expect(byPath['/docs/Features/Pools']!.lvl0).toBe('Features');
    expect(byPath['/docs/blog/2024/06/20/welcome']!.lvl0).toBe('Blog');
    expect(byPath['/docs/announcements/2024/12/16/platform']!.lvl0).toBe('Announcements');
  });

  it('makes the URL slug, the sidebar label and front-matter keywords searchable', () => {
    expect(byPath['/docs/']!.keywords).toEqual(['docs', 'Get started']);
    expect(byPath['/docs/api/introduction']!.keywords).toEqual(['introduction']);
    expect(byPath['/docs/Terms/privacy']!.keywords).toEqual(['privacy', 'gdpr']);
  });

  it('makes an API operation page known by its method and path, as readers type them', () => {
    expect(byPath['/docs/api/chatcompletions']!.keywords).toEqual([
      'chatcompletions',
      'Create a chat completion',
      'post /v1/chat/completions',
    ]);
    expect(byPath['/docs/api/chatcompletions']!.apiOperation).toBe(true);
    expect(byPath['/docs/api/introduction']!.apiOperation).toBe(false);
  });

  it("keeps the front matter's description, and null where there is none", () => {
    expect(byPath['/docs/Features/Pools']!.description).toBe('Higher rate limits and automatic failover.');
    expect(byPath['/docs/api/introduction']!.description).toBeNull();
  });

  it('marks the docs tagged legal, which search weighs by intent', () => {
    expect(pages.filter((page) => page.legal).map((page) => page.permalink)).toEqual(['/docs/Terms/privacy']);
  });

  it('gives docs and posts the facets Docusaurus writes in their meta tags', () => {
    expect(byPath['/docs/']!.facets).toEqual({
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
    });
    expect(byPath['/docs/blog/2024/06/20/welcome']!.facets).toEqual({
      language: 'en',
      docusaurus_tag: 'default',
      version: null,
    });
  });

  it('knows where each source is, and keeps post bodies Docusaurus already read', () => {
    expect(byPath['/docs/Terms/privacy']).toMatchObject({source: 'docs/Terms/privacy.md', body: null});
    expect(byPath['/docs/blog/2024/06/20/welcome']).toMatchObject({source: 'blog/x/index.md', body: 'Post body.'});
  });
});
