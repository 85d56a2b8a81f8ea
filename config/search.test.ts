import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {SearchIndexOptions} from 'apipie-docs-search/node';
import {searchConfig, SITE_SEARCH_README_PATH} from './search';
import {site} from './site';

describe('searchConfig', () => {
  it('uses the local index by default', () => {
    const {settings, algolia, plugin} = searchConfig({mode: 'local'});
    expect(settings).toMatchObject({mode: 'local', indexName: 'apipie', manifestPath: 'search-index/manifest.json'});
    expect(settings.missingResultsIssueUrl).toMatch(/^https:\/\/github\.com\/.+\/issues\/new$/);
    expect(algolia).toMatchObject({contextualSearch: false, searchPagePath: 'search', indexName: 'apipie'});
    const options = (plugin as [unknown, SearchIndexOptions])[1];
    expect(options).toMatchObject({route: 'search-index'});
  });

  it("credits the site's own search, linking to its README in the site's own repository when known", () => {
    const repository = 'https://github.com/example/docs-site';
    const {settings} = searchConfig({mode: 'local'}, repository);
    if (settings.mode !== 'local') throw new Error('expected the local settings');
    expect(settings.credit.name).not.toMatch(/minisearch|algolia/i);
    expect(settings.credit.url).toBe(`${repository}/blob/${site.publishedBranch}/${SITE_SEARCH_README_PATH}`);
    expect(existsSync(path.join(__dirname, '..', SITE_SEARCH_README_PATH))).toBe(true);
    // Never the older docs repository, which does not hold this site's sources.
    expect(settings.credit.url).not.toContain(site.docsRepoUrl);
  });

  it('credits the engine without a link when no repository is known', () => {
    const {settings} = searchConfig({mode: 'local'});
    if (settings.mode !== 'local') throw new Error('expected the local settings');
    expect(settings.credit).toEqual({name: expect.any(String), url: undefined});
  });

  it('uses Algolia with the search key and insights when the hosted values are set', () => {
    const {settings, algolia} = searchConfig({
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
  });
});
