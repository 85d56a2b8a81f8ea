import type {ThemeConfig} from '@docusaurus/preset-classic';
import {site} from './site';

export const navbar = {
  title: site.title,
  hideOnScroll: true,
  logo: {
    alt: 'APIpie home',
    src: 'img/logo.svg',
    href: site.productHome,
    target: '_self',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'doc', docId: 'intro', label: 'Docs', position: 'left'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {to: '/announcements', label: 'Announcements', position: 'left'},
    {type: 'search', position: 'right'},
  ],
} satisfies ThemeConfig['navbar'];
