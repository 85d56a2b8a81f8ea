import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import spec from '../openapi/apipie.openapi.json';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;
type Item = SidebarItems[number];

const tagDescriptions = new Map(spec.tags.map((tag) => [`/category/api/${tag.name}`, tag.description]));

/**
 * The generated API sidebar, minus the introduction (it is the category's own
 * page), with each tag's display name and description on its category page.
 */
export function apiReferenceItems(generated: SidebarItems): SidebarItems {
  return generated
    .filter((item: Item) => !(typeof item === 'object' && 'id' in item && item.id === 'api/introduction'))
    .map((item: Item) => {
      if (typeof item !== 'object' || item.type !== 'category' || item.link?.type !== 'generated-index') return item;
      const slug = item.link.slug ?? '';
      return {...item, link: {...item.link, title: item.label, description: tagDescriptions.get(slug)}};
    });
}
