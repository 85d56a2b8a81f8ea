import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import {blog, listedBlog} from './blog';
import {docsLocation} from './docsLocation';
import {docsEditUrl} from './editLinks';
import {catalogueRowLinks} from './modelCatalogue';

export const presetOptions = {
  docs: {
    ...docsLocation,
    sidebarPath: './sidebars.ts',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    // Dates come from git (a shallow clone gives the date of its one commit); none outside a Git worktree
    // (config/git.ts).
    showLastUpdateTime: true,
    // This site's own source file, or no link (config/editLinks.ts).
    editUrl: docsEditUrl,
    remarkPlugins: [catalogueRowLinks],
    // Generated API pages name their own page component (the API reference's ApiDocItem), loaded
    // with those pages only; every other doc gets the stock DocItem.
    docItemComponent: 'apipie-docs-api-reference/theme/DocItemSwitch',
  },
  blog: listedBlog(blog),
  theme: {customCss: './src/css/custom.css'},
  // The build pipeline writes sitemap.xml (config/builtSite.ts), before it compresses the build.
  sitemap: false,
} satisfies PresetOptions;
