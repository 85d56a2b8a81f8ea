import type {DocSearchTranslations} from '@docsearch/react';
import type {SearchEngineCredit} from '@site/src/search/siteSearchSettings';

type ModalTranslations = NonNullable<DocSearchTranslations['modal']>;
type FooterTranslations = NonNullable<ModalTranslations['footer']> & {searchByEngine?: SearchEngineCredit};

/**
 * The modal's texts as the spec words them (DocSearch's own wording), where
 * Docusaurus' English translations differ: footer hints "to select", "to
 * navigate", "to close", the "Search by" credit and "No results for". With a
 * credit, the footer's link names and points at the engine that answers.
 */
export function modalTranslations(base: ModalTranslations = {}, credit?: SearchEngineCredit): ModalTranslations {
  const footer: FooterTranslations = {
    ...base.footer,
    selectText: 'to select',
    navigateText: 'to navigate',
    closeText: 'to close',
    searchByText: 'Search by',
    ...(credit && {searchByEngine: credit}),
  };
  return {...base, footer, noResultsScreen: {...base.noResultsScreen, noResultsText: 'No results for'}};
}
