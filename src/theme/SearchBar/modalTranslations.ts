import type {DocSearchTranslations} from '@docsearch/react';

/**
 * The modal's texts as the spec words them (DocSearch's own wording), where
 * Docusaurus' English translations differ: footer hints "to select", "to
 * navigate", "to close", the "Search by" credit and "No results for".
 */
export function modalTranslations(base: DocSearchTranslations['modal'] = {}): DocSearchTranslations['modal'] {
  return {
    ...base,
    footer: {
      ...base.footer,
      selectText: 'to select',
      navigateText: 'to navigate',
      closeText: 'to close',
      searchByText: 'Search by',
    },
    noResultsScreen: {...base.noResultsScreen, noResultsText: 'No results for'},
  };
}
