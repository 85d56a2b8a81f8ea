import {describe, expect, it} from 'vitest';
import {CONTENT_HASHED_PATTERN, contentSecurityPolicy} from './headers';

const inline = {scripts: new Set(["'sha256-b'", "'sha256-a'"]), styles: new Set(["'sha256-s'"])};
const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('allows scripts by hash only, and nothing from other origins with the local index', () => {
    const csp = directives(contentSecurityPolicy(inline, null));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(csp['style-src-elem']).toEqual(["'self'", "'sha256-s'"]);
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it("adds Algolia's hosts and the insights script in hosted-search mode", () => {
    const script = 'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js';
    const csp = directives(contentSecurityPolicy(inline, {appId: 'ABC123', insightsScriptUrl: script}));
    expect(csp['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'", script]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://abc123-dsn.algolia.net',
      'https://abc123.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
      'https://insights.algolia.io',
      'https://insights.us.algolia.io',
      'https://insights.de.algolia.io',
    ]);
  });
});

describe('CONTENT_HASHED_PATTERN', () => {
  const hashed = new RegExp(`^${CONTENT_HASHED_PATTERN}`);
  it.each(['assets/js/main.42d362b8.js', 'assets/css/styles.d05662d0.css', 'search-index/index.1b7cc72b1bb9.json'])(
    'matches %s',
    (file) => expect(hashed.test(file)).toBe(true),
  );
  it.each(['index.html', 'search-index/manifest.json', 'img/logo.svg', 'sitemap.xml', 'Terms/privacy.md'])(
    'does not match %s',
    (file) => expect(hashed.test(file)).toBe(false),
  );
});
