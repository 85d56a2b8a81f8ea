import {describe, expect, it} from 'vitest';
import {
  readAdminEnv,
  readAnalyticsEnv,
  readLegacyPathScriptEnv,
  readBuildStepTimingsEnv,
  readMarkdownTwinsEnv,
  readProductionBuildEnv,
  readSearchEnv,
  readSiteUrlEnv,
} from './env';

const hosted = {ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'apipie'};

describe('readSearchEnv', () => {
  it('is local when no Algolia value is set, or only blank ones', () => {
    expect(readSearchEnv({})).toEqual({mode: 'local'});
    expect(readSearchEnv({ALGOLIA_APP_ID: '  ', ALGOLIA_ADMIN_API_KEY: 'admin'})).toEqual({mode: 'local'});
  });

  it('is hosted when the app id, search key and index name are all set', () => {
    expect(readSearchEnv({...hosted, ALGOLIA_ADMIN_API_KEY: 'admin-key'})).toEqual({
      mode: 'hosted',
      algolia: {appId: 'APP', searchApiKey: 'search-key', indexName: 'apipie'},
    });
  });

  it('fails naming each missing value when only some are set', () => {
    expect(() => readSearchEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'apipie'})).toThrow(
      /^ALGOLIA_SEARCH_API_KEY is missing \(/,
    );
    expect(() => readSearchEnv({ALGOLIA_SEARCH_API_KEY: 'k'})).toThrow(
      'ALGOLIA_APP_ID is missing; ALGOLIA_INDEX_NAME is missing',
    );
  });

  it('refuses an admin key in the place of the search key, since the search key ships in every page', () => {
    expect(() => readSearchEnv({...hosted, ALGOLIA_ADMIN_API_KEY: 'search-key'})).toThrow(
      'ALGOLIA_SEARCH_API_KEY must be a search-only key',
    );
  });
});

describe('readAdminEnv', () => {
  it('returns the values search:push needs', () => {
    expect(readAdminEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: 'admin', ALGOLIA_INDEX_NAME: 'apipie'})).toEqual(
      {
        appId: 'APP',
        adminApiKey: 'admin',
        indexName: 'apipie',
      },
    );
  });

  it('fails naming the missing admin key', () => {
    expect(() => readAdminEnv(hosted)).toThrow(/^ALGOLIA_ADMIN_API_KEY is missing/);
  });
});

describe('readBuildStepTimingsEnv', () => {
  it("prints the steps' timings only when BUILD_STEP_TIMINGS is on", () => {
    expect(readBuildStepTimingsEnv({})).toEqual({enabled: false});
    expect(readBuildStepTimingsEnv({BUILD_STEP_TIMINGS: 'on'})).toEqual({enabled: true});
    expect(() => readBuildStepTimingsEnv({BUILD_STEP_TIMINGS: 'yes'})).toThrow(
      'BUILD_STEP_TIMINGS must be "on" or "off", got "yes".',
    );
  });
});

describe('readProductionBuildEnv', () => {
  it('is a production build only when NODE_ENV is production, as docusaurus build sets it', () => {
    expect(readProductionBuildEnv({NODE_ENV: 'production'})).toEqual({production: true});
    expect(readProductionBuildEnv({NODE_ENV: 'development'})).toEqual({production: false});
    expect(readProductionBuildEnv({})).toEqual({production: false});
  });
});

describe('readMarkdownTwinsEnv', () => {
  it('builds twins unless MARKDOWN_TWINS is off', () => {
    expect(readMarkdownTwinsEnv({})).toEqual({enabled: true});
    expect(readMarkdownTwinsEnv({MARKDOWN_TWINS: 'on'})).toEqual({enabled: true});
    expect(readMarkdownTwinsEnv({MARKDOWN_TWINS: 'off'})).toEqual({enabled: false});
  });

  it('names a value it does not know', () => {
    expect(() => readMarkdownTwinsEnv({MARKDOWN_TWINS: 'no'})).toThrow(
      'MARKDOWN_TWINS must be "on" or "off", got "no".',
    );
  });
});

describe('readLegacyPathScriptEnv', () => {
  it('leaves the script out unless LEGACY_PATH_SCRIPT is on', () => {
    expect(readLegacyPathScriptEnv({})).toEqual({enabled: false});
    expect(readLegacyPathScriptEnv({LEGACY_PATH_SCRIPT: 'off'})).toEqual({enabled: false});
    expect(readLegacyPathScriptEnv({LEGACY_PATH_SCRIPT: ' on '})).toEqual({enabled: true});
  });

  it('names a value it does not know', () => {
    expect(() => readLegacyPathScriptEnv({LEGACY_PATH_SCRIPT: 'yes'})).toThrow(
      'LEGACY_PATH_SCRIPT must be "on" or "off", got "yes".',
    );
  });
});

describe('readAnalyticsEnv', () => {
  it('is off when ANALYTICS_ENDPOINT is not set', () => {
    expect(readAnalyticsEnv({})).toEqual({enabled: false});
  });

  it('is on with a same-origin path and a website id', () => {
    expect(readAnalyticsEnv({ANALYTICS_ENDPOINT: '/docs/_events', ANALYTICS_WEBSITE_ID: 'site-1'})).toEqual({
      enabled: true,
      endpoint: '/docs/_events',
      websiteId: 'site-1',
    });
  });

  it.each(['https://umami.example.com/api/batch', '//umami.example.com/x', '/docs/_events?x=1', 'docs/_events'])(
    'rejects %s, which is not a same-origin path',
    (endpoint) => {
      expect(() => readAnalyticsEnv({ANALYTICS_ENDPOINT: endpoint, ANALYTICS_WEBSITE_ID: 'site-1'})).toThrow(
        /ANALYTICS_ENDPOINT must be a same-origin path/,
      );
    },
  );

  it('fails naming what is missing when only one of the two is set', () => {
    expect(() => readAnalyticsEnv({ANALYTICS_ENDPOINT: '/docs/_events'})).toThrow(/^ANALYTICS_WEBSITE_ID is missing/);
    expect(() => readAnalyticsEnv({ANALYTICS_WEBSITE_ID: 'site-1'})).toThrow(/ANALYTICS_ENDPOINT is missing/);
  });
});

describe('readSiteUrlEnv', () => {
  it('is unset (production) when SITE_URL is missing or blank', () => {
    expect(readSiteUrlEnv({})).toEqual({url: undefined});
    expect(readSiteUrlEnv({SITE_URL: ' '})).toEqual({url: undefined});
  });

  it.each([
    ['https://deploy-preview-12--apipie-docs.netlify.app', 'https://deploy-preview-12--apipie-docs.netlify.app'],
    ['https://staging.example.com/', 'https://staging.example.com'],
    ['http://localhost:4000', 'http://localhost:4000'],
  ])('takes the origin %s as %s', (raw, origin) => {
    expect(readSiteUrlEnv({SITE_URL: raw})).toEqual({url: origin});
  });

  it.each([
    'staging.example.com',
    'https://example.com/docs/',
    'ftp://example.com',
    'https://u:p@example.com',
    'https://example.com/?x=1',
  ])('rejects %s, which is not an http(s) origin', (raw) => {
    expect(() => readSiteUrlEnv({SITE_URL: raw})).toThrow(/^SITE_URL must be an origin/);
  });
});
