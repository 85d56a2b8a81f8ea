/**
 * The class on `<html>` of every page rendered by ApiDocItem: it makes API pages a page template of
 * their own (the browser tests' axe plan groups pages by these classes).
 */
export const API_PAGE_CLASS = 'api-reference-page';
