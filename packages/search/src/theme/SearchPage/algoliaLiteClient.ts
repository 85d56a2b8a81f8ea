/**
 * The target of the `algoliasearch/lite` alias (set by this package's plugin,
 * ../../plugin). Why the alias exists: the stock SearchPage of
 * theme-search-algolia builds its client with `liteClient` from
 * `algoliasearch/lite` and takes no client from outside. Wrapping the page
 * cannot reach that import, and ejecting it would copy ~500 lines; aliasing
 * the one import lets the stock page search the local index, show failures
 * and ask for 20 hits, with its markup as upstream ships it.
 */
import siteConfig from '@generated/docusaurus.config';
// The real lite client, by a subpath the `algoliasearch/lite` alias does not catch.
import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {guardSearchClient} from '../../guardSearchClient';
import {localSearch} from '../../localSearch';
import {readSiteSearchSettings} from '../../siteSearchSettings';
import {withHitsPerPage, type Searchable} from './withHitsPerPage';
import {reportSearchPageFailure} from './searchPageFailure';
import {reportSearches} from '../../reportSearches';

// 20 hits a page, as in the modal; the stock page asks for 15.
const HITS_PER_PAGE = 20;

/**
 * Stands in for `liteClient` of `algoliasearch/lite`. Locally the page gets the local index;
 * hosted, Algolia's own client. In both modes a failed search is reported to
 * the page's wrapper, since the stock page would otherwise spin forever.
 * It also asks for 20 hits a page. Module code, not a component, so it reads
 * the site config directly.
 */
export function liteClient(appId: string, apiKey: string) {
  const settings = readSiteSearchSettings(siteConfig.customFields);
  const client =
    settings.mode === 'local'
      ? localSearch(`${siteConfig.baseUrl}${settings.manifestPath}`, settings.indexName).client
      : algoliaLiteClient(appId, apiKey);
  return guardSearchClient(
    reportSearches(withHitsPerPage(client as unknown as Searchable, HITS_PER_PAGE), settings.mode),
    reportSearchPageFailure,
  );
}
