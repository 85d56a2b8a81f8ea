import type {ModalTranslations} from '@docsearch/react';

/** The footer's credit text ("Search by"), also used by EngineCredit. */
export const SEARCH_BY_TEXT = 'Search by';

/**
 * The modal's texts as the spec words them, where Docusaurus' English
 * translations differ: footer hints "to select", "to navigate", "to close",
 * the "Search by" credit and "No results for".
 */
export function modalTranslations(base: ModalTranslations = {}): ModalTranslations {
  return {
    ...base,
    footer: {
      ...base.footer,
      selectText: 'to select',
      navigateText: 'to navigate',
      closeText: 'to close',
      poweredByText: SEARCH_BY_TEXT,
    },
    noResultsScreen: {...base.noResultsScreen, noResultsText: 'No results for'},
  };
}
