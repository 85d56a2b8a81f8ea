/**
 * The class on `<html>` of every page rendered by ApiDocItem. The build links
 * the API stylesheet from exactly the pages that carry it (plugins/openapi-theme).
 */
export const API_PAGE_CLASS = 'api-reference-page';
