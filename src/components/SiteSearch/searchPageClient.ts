import siteConfig from '@generated/docusaurus.config';
// The real lite client, by a subpath the `algoliasearch/lite` alias does not catch.
import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {isSiteSearchSettings} from '@site/src/search/siteSearchSettings';
import {guardSearchClient} from './guardSearchClient';
import {localSearch} from './localSearch';
import {withHitsPerPage, type Searchable} from './withHitsPerPage';
import {reportSearchPageFailure} from './searchPageFailure';
import {reportSearches} from '@site/src/analytics/reportSearches';

// Spec §9: 20 hits a page, as in the modal; the stock page asks for 15.
const HITS_PER_PAGE = 20;

/**
 * Stands in for `liteClient` of `algoliasearch/lite`, which the stock
 * SearchPage of theme-search-algolia imports: the search-index plugin
 * aliases that import to this module. Locally the page gets the local index;
 * hosted, Algolia's own client. In both modes a failed search is reported to
 * the page's wrapper, since the stock page would otherwise spin forever.
 * It also asks for 20 hits a page. Module code, not a component, so it reads
 * the site config directly.
 */
export function liteClient(appId: string, apiKey: string) {
  const settings = siteConfig.customFields?.['search'];
  if (!isSiteSearchSettings(settings)) throw new Error('searchPageClient: customFields.search is missing');
  const client =
    settings.mode === 'local'
      ? localSearch(`${siteConfig.baseUrl}${settings.manifestPath}`, settings.indexName).client
      : algoliaLiteClient(appId, apiKey);
  return guardSearchClient(reportSearches(withHitsPerPage(client as unknown as Searchable, HITS_PER_PAGE), settings.mode), reportSearchPageFailure);
}
