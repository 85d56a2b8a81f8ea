import {describe, expect, it} from 'vitest';
import type {SearchIndexOptions} from '../plugins/search-index';
import {searchConfig} from './search';

describe('searchConfig', () => {
  it('uses the local index by default, with the stock search page aliased to the site client', () => {
    const {settings, algolia, plugin} = searchConfig({mode: 'local'});
    expect(settings).toMatchObject({mode: 'local', indexName: 'apipie', manifestPath: 'search-index/manifest.json'});
    expect(settings.missingResultsIssueUrl).toMatch(/^https:\/\/github\.com\/.+\/issues\/new$/);
    expect(algolia).toMatchObject({contextualSearch: false, searchPagePath: 'search', indexName: 'apipie'});
    const options = (plugin as [unknown, SearchIndexOptions])[1];
    expect(options).toMatchObject({route: 'search-index', mode: 'local'});
    expect(options.searchPageClientModule).toMatch(/src\/theme\/SearchPage\/algoliaLiteClient\.ts$/);
  });

  it('uses Algolia with the search key and insights when the hosted values are set', () => {
    const {settings, algolia, plugin} = searchConfig({
      mode: 'hosted',
      algolia: {appId: 'APP', searchApiKey: 'search-key', indexName: 'apipie_docs'},
    });
    expect(settings).toMatchObject({mode: 'hosted', indexName: 'apipie_docs', insights: true});
    expect(algolia).toMatchObject({
      appId: 'APP',
      apiKey: 'search-key',
      indexName: 'apipie_docs',
      contextualSearch: false,
    });
    expect((plugin as [unknown, SearchIndexOptions])[1].mode).toBe('hosted');
  });
});
