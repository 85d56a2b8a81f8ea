import type {Config} from '@docusaurus/types';
import {site} from './config/site';
import {siteUrl} from './config/siteUrl';
import {presetOptions} from './config/preset';
import {future} from './config/future';
import {themeConfig} from './config/theme';
import {announcements, listedBlog} from './config/blog';
import {contentFacts} from './config/contentFacts';
import {strictFrontMatter} from './config/frontMatter';
import {legacyPathTags, redirectCheck} from './config/redirectCheck';
import {announcementResetScript, storageNamespace} from './config/announcementBar';
import {search} from './config/search';
import {modelCatalogue} from './config/modelCatalogue';
import {apiReferenceModified, siteHeadTags} from './config/pageMeta';
import {feedback} from './config/feedback';
import {analytics} from './config/analytics';
import {codeTheme} from './config/codeTheme';
import {clientBundlePlugins} from './config/clientBundle';
import {serverBundlePlugins} from './config/serverBundle';
import {ssrTemplate} from './config/ssrTemplate';
import {patchedPackagesCache} from './config/patchedPackagesCache';
import {builtSite} from './config/builtSite';
import {webmcp} from './config/webmcp';

// Composition root: every piece is typed and checked in config/; this file only assembles.
export default {
  title: site.title,
  tagline: site.tagline,
  url: siteUrl,
  baseUrl: site.baseUrl,
  // GitHub Pages and most static hosts serve `page.html` for `/page` without a redirect.
  trailingSlash: false,
  favicon: 'img/favicon.svg',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {htmlLang: 'en', direction: 'ltr'}},
  },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md is CommonMark (HTML comments, plain text); .mdx is MDX.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    parseFrontMatter: strictFrontMatter(__dirname),
  },
  future,
  presets: [['classic', presetOptions]],
  plugins: [
    // What happens after the pages are written, in one pipeline (plugins/built-site/pipeline.ts).
    builtSite,
    ['@docusaurus/plugin-content-blog', listedBlog(announcements)],
    redirectCheck,
    contentFacts,
    search.plugin,
    modelCatalogue,
    codeTheme,
    ...clientBundlePlugins,
    ...serverBundlePlugins,
    patchedPackagesCache,
    webmcp,
    ...analytics.plugins,
  ],
  // static/ is copied as is; .generated/static holds the downloadable OpenAPI description and models.json.
  staticDirectories: ['static', '.generated/static'],
  // A fixed namespace keeps browser-storage keys stable when the host changes.
  storage: {type: 'localStorage', namespace: storageNamespace},
  headTags: [
    ...legacyPathTags(site.baseUrl),
    {tagName: 'script', attributes: {}, innerHTML: announcementResetScript()},
    ...siteHeadTags,
  ],
  // Upstream's page template, except that the app's scripts run after the first frame.
  ssrTemplate,
  themeConfig: {...themeConfig, algolia: search.algolia},
  customFields: {search: search.settings, feedback, apiReferenceModified, analytics: analytics.settings},
} satisfies Config;
