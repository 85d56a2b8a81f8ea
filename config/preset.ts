import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import {blog} from './blog';

export const presetOptions = {
  docs: {
    path: 'docs',
    routeBasePath: '/',
    sidebarPath: './sidebars.ts',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    showLastUpdateTime: false,
    // Renders generated API pages; other docs keep the stock DocItem.
    docItemComponent: '@theme/ApiItem',
  },
  blog,
  theme: {customCss: './src/css/custom.css'},
  sitemap: {changefreq: 'daily', priority: 0.5, filename: 'sitemap.xml'},
} satisfies PresetOptions;
