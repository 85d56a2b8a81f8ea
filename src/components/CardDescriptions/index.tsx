/**
 * The descriptions a category index page gives its doc cards. The
 * plugin-content-docs patch leaves descriptions out of the version's doc map,
 * which every doc page loads, and puts the ones a category's cards show into
 * that category page's own props (`categoryGeneratedIndex.cardDescriptions`).
 * The page wrapper provides them here; the DocCard wrapper reads them.
 */
import {createContext, useContext, type ReactNode} from 'react';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** Doc id to description, for the docs a category page lists. */
export type CardDescriptions = Readonly<Record<string, string>>;

const CardDescriptionsContext = createContext<CardDescriptions>({});

export function CardDescriptionsProvider({
  descriptions,
  children,
}: {
  descriptions: CardDescriptions | undefined;
  children: ReactNode;
}): ReactNode {
  return <CardDescriptionsContext.Provider value={descriptions ?? {}}>{children}</CardDescriptionsContext.Provider>;
}

/** The item with the description its page gives it, unless it has one of its own. */
export function withCardDescription<Item extends PropSidebarItem>(item: Item, descriptions: CardDescriptions): Item {
  if (item.type !== 'link' || item.description || !item.docId) return item;
  const description = descriptions[item.docId];
  return description ? {...item, description} : item;
}

export function useCardDescriptions(): CardDescriptions {
  return useContext(CardDescriptionsContext);
}
