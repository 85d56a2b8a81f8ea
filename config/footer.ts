import type {ThemeConfig} from '@docusaurus/preset-classic';
import {site} from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Get started', to: '/'},
        {label: 'API reference', to: '/api/introduction'},
      ],
    },
    {
      title: 'News',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'Announcements', to: '/announcements'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Discord', href: site.discordUrl},
        {label: 'GitHub', href: site.githubUrl},
        {label: `Email ${site.supportEmail}`, href: `mailto:${site.supportEmail}`},
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'API agreement', to: '/Terms/api-agree'},
        {label: 'User agreement', to: '/Terms/user-agreement'},
        {label: 'Privacy policy', to: '/Terms/privacy'},
      ],
    },
  ],
  copyright: `© ${new Date().getFullYear()} ${site.company}. APIpie is a product of Neuronic AI.`,
} satisfies ThemeConfig['footer'];
