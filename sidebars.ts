import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Hand-ordered: readers meet the quickstart first, the API reference next, legal text last.
const sidebars = {
  docs: [
    'intro',
    {type: 'doc', id: 'api/introduction', label: 'API introduction'},
    {
      type: 'category',
      label: 'Terms',
      collapsible: true,
      collapsed: true,
      items: ['Terms/user-agreement', 'Terms/api-agree', 'Terms/privacy'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
