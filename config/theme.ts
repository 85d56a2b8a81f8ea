import type {ThemeConfig} from '@docusaurus/preset-classic';
import {UNSTYLED_PRISM_THEME} from '../plugins/code-theme/themeCss';
import {announcement} from './announcementBar';
import {navbar} from './navbar';
import {footer} from './footer';

export const themeConfig = {
  // Dark by default, whatever the system prefers; the switch is hidden: the site has one colour scheme.
  colorMode: {
    defaultMode: 'dark',
    disableSwitch: true,
    respectPrefersColorScheme: false,
  },
  announcementBar: {
    id: announcement.id,
    content: announcement.content,
    backgroundColor: announcement.backgroundColor,
    textColor: announcement.textColor,
    isCloseable: true,
  },
  navbar,
  footer,
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  // The blog sidebar's wrapper groups the posts by year itself, with years that are not headings
  // (src/theme/BlogSidebar/Content).
  blog: {sidebar: {groupByYear: false}},
  prism: {
    // Token colours come from CSS (config/codeTheme.ts): code blocks carry classes only, so the
    // server HTML is right in either colour mode and needs no second render in the browser.
    theme: UNSTYLED_PRISM_THEME,
    darkTheme: UNSTYLED_PRISM_THEME,
    // prism-react-renderer already bundles json, python, go and yaml; listing them again would add
    // a second copy to the code block's chunk.
    additionalLanguages: ['bash', 'toml'],
  },
  metadata: [{name: 'theme-color', content: '#12121a'}],
} satisfies ThemeConfig;
