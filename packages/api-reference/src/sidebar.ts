import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;
type Item = SidebarItems[number];

/** The description's tags (its `tags`), whose descriptions the category pages show. */
export type ApiTag = {name: string; description?: string};

/**
 * The generated API sidebar, minus the introduction (it is the category's own
 * page), with each tag's display name and description on its category page.
 */
export function apiReferenceItems(generated: SidebarItems, tags: readonly ApiTag[]): SidebarItems {
  const tagDescriptions = new Map(tags.map((tag) => [`/category/api/${tag.name}`, tag.description]));
  return generated
    .filter((item: Item) => !(typeof item === 'object' && 'id' in item && item.id === 'api/introduction'))
    .map((item: Item) => {
      if (typeof item !== 'object' || item.type !== 'category' || item.link?.type !== 'generated-index') return item;
      const slug = item.link.slug ?? '';
      return {...item, link: {...item.link, title: item.label, description: tagDescriptions.get(slug)}};
    });
}
