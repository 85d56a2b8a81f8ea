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
    // Generated API pages render through the OpenAPI theme's ApiItem, loaded with those pages only;
    // every other doc gets the stock DocItem.
    docItemComponent: '@site/src/components/DocItemSwitch',
  },
  blog,
  theme: {customCss: './src/css/custom.css'},
  sitemap: {changefreq: 'daily', priority: 0.5, filename: 'sitemap.xml'},
} satisfies PresetOptions;
