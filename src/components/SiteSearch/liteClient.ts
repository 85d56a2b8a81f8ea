import siteConfig from '@generated/docusaurus.config';
import {isSiteSearchSettings} from '@site/src/search/siteSearchSettings';
import {localSearch} from './localSearch';

/**
 * Stands in for `liteClient` of `algoliasearch/lite` in local mode: the
 * search-index plugin aliases that import to this module, so the stock
 * SearchPage of theme-search-algolia queries the local index. Module code,
 * not a component, so it reads the site config directly.
 */
export function liteClient(..._credentials: unknown[]) {
  const settings = siteConfig.customFields?.['search'];
  if (!isSiteSearchSettings(settings) || settings.mode !== 'local') {
    throw new Error('liteClient: customFields.search is not in local mode, so algoliasearch/lite should not be aliased');
  }
  return localSearch(`${siteConfig.baseUrl}${settings.manifestPath}`, settings.indexName).client;
}
