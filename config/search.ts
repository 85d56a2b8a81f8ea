import path from 'node:path';
import type {PluginConfig, PluginModule} from '@docusaurus/types';
import type {UserThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {INDEX_ROUTE, MANIFEST_PATH} from 'apipie-docs-search';
import type {SiteSearchSettings} from 'apipie-docs-search/client';
import searchIndexPlugin, {type SearchIndexOptions} from 'apipie-docs-search/node';
import {buildRepository} from './editLinks';
import {readSearchEnv, type SearchEnv} from './env';
import {site} from './site';
import {siteUrl} from './siteUrl';

/** The local index's name; a hosted index is named by ALGOLIA_INDEX_NAME. */
const LOCAL_INDEX_NAME = 'apipie';

/** The local engine, as the modal's "Search by" credit names it: the site's own search. */
const SITE_SEARCH_NAME = 'APIpie docs search';

/** The credit's link: the README of the search package, in the repository the site is built from. */
export const SITE_SEARCH_README_PATH = 'packages/search/README.md';

/** "Let us know." on the no-results screen opens a prefilled issue here. */
const MISSING_RESULTS_ISSUE_URL = `${site.docsRepoUrl}/issues/new`;

/**
 * Search wiring for one environment: local index by default, Algolia when its variables are set.
 * `sourceRepositoryUrl` (https://host/owner/name, as edit links find it) gives the credit its link;
 * with no repository known the credit names the engine without a link rather than a broken one.
 */
export function searchConfig(env: SearchEnv, sourceRepositoryUrl?: string) {
  const hosted = env.mode === 'hosted' ? env.algolia : null;
  const indexName = hosted?.indexName ?? LOCAL_INDEX_NAME;

  const settings: SiteSearchSettings = hosted
    ? {mode: 'hosted', indexName, insights: true, missingResultsIssueUrl: MISSING_RESULTS_ISSUE_URL}
    : {
        mode: 'local',
        indexName,
        manifestPath: MANIFEST_PATH,
        credit: {
          name: SITE_SEARCH_NAME,
          url: sourceRepositoryUrl && `${sourceRepositoryUrl}/blob/${site.publishedBranch}/${SITE_SEARCH_README_PATH}`,
        },
        missingResultsIssueUrl: MISSING_RESULTS_ISSUE_URL,
      };

  // theme-search-algolia requires an app id and key; in local mode nothing sends them anywhere.
  const algolia = {
    appId: hosted?.appId ?? 'local',
    apiKey: hosted?.searchApiKey ?? 'local',
    indexName,
    contextualSearch: false,
    searchPagePath: 'search',
  } satisfies AlgoliaThemeConfig['algolia'];

  const pluginOptions: SearchIndexOptions = {
    siteUrl,
    route: INDEX_ROUTE,
    docsLvl0: 'Docs',
    language: 'en',
    // Named by its path in this checkout, so a copy of the site (the bad-input table's) builds with its own.
    synonymsFile: path.join(__dirname, '../packages/search/src/synonyms.txt'),
  };

  // The package's plugin builds the index and ships the SearchBar and SearchPage. Docusaurus types
  // plugin options as unknown; these are checked by SearchIndexOptions above.
  const plugin: PluginConfig = [searchIndexPlugin as PluginModule, pluginOptions];
  return {settings, algolia, plugin, indexOptions: pluginOptions};
}

export const search = searchConfig(readSearchEnv(), buildRepository?.url);
