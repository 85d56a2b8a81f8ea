/** The class on `<html>` of every page rendered by ApiDocItem: API pages style their frame by it. */
export const API_PAGE_CLASS = 'api-reference-page';
