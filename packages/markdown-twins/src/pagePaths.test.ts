import {describe, expect, it} from 'vitest';
import {PagePathError, acceptedPageForms, pagePathOf, twinPathOf} from './pagePaths';

const base = new URL('http://localhost:4700/docs/');
const production = [new URL('https://apipie.ai/docs/')];

// Every form an agent pastes after reading a breadcrumb, a sidebar link, llms.txt, a twin or a search hit.
const accepted: [form: string, input: string, page: string][] = [
  ['docs-relative path', 'Features/Routing', 'Features/Routing'],
  ['docs-relative path with a leading slash', '/Features/Routing', 'Features/Routing'],
  ['docs-relative path with a trailing slash', 'Features/Routing/', 'Features/Routing'],
  ['docs-relative path with an anchor and a query', '/Features/Routing?x=1#strategies', 'Features/Routing'],
  ['docs-relative twin path', 'Features/Routing.md', 'Features/Routing'],
  ['docs-relative twin path with a leading slash', '/Features/Routing.md', 'Features/Routing'],
  [
    'docs-relative path of a post',
    '/blog/2025/06/12/search-grounding-vs-rag',
    'blog/2025/06/12/search-grounding-vs-rag',
  ],
  ['site path', '/docs/Features/Routing', 'Features/Routing'],
  ['site path with a trailing slash', '/docs/Features/Routing/', 'Features/Routing'],
  ['site path without its leading slash', 'docs/Features/Routing', 'Features/Routing'],
  ['site twin path', '/docs/Features/Routing.md', 'Features/Routing'],
  ['site path ending in .html', '/docs/Features/Routing.html', 'Features/Routing'],
  ['percent-encoded site path', '/docs/Features/Multimodal%5FVision', 'Features/Multimodal_Vision'],
  ['home page as /docs/', '/docs/', ''],
  ['home page as /docs', '/docs', ''],
  ['home page as index', 'index', ''],
  ['home page twin', 'index.md', ''],
  ['home page twin as a site path', '/docs/index.md', ''],
  ["the server's base URL", 'http://localhost:4700/docs/', ''],
  ["the server's base URL without its slash", 'http://localhost:4700/docs', ''],
  ['page URL on the base URL', 'http://localhost:4700/docs/Features/Routing', 'Features/Routing'],
  ['twin URL on the base URL', 'http://localhost:4700/docs/Features/Routing.md', 'Features/Routing'],
  ['page URL with query and anchor', 'http://localhost:4700/docs/Features/Routing?x=1#strategies', 'Features/Routing'],
  ['base URL without its scheme', 'localhost:4700/docs/Features/Routing', 'Features/Routing'],
  ['production page URL', 'https://apipie.ai/docs/Features/Routing', 'Features/Routing'],
  ['production twin URL (llms.txt, twins)', 'https://apipie.ai/docs/Features/Routing.md', 'Features/Routing'],
  ['production home twin URL', 'https://apipie.ai/docs/index.md', ''],
  ['production URL ending in .html', 'https://apipie.ai/docs/Features/Routing.html', 'Features/Routing'],
  ['production URL over http', 'http://apipie.ai/docs/api/chatcompletions', 'api/chatcompletions'],
  ['production URL without its scheme', 'apipie.ai/docs/Features/Routing', 'Features/Routing'],
  ['production URL with surrounding spaces', '  https://apipie.ai/docs/Features/Routing  ', 'Features/Routing'],
];

const refused: [form: string, input: string, reason: RegExp][] = [
  ['another site', 'https://example.com/docs/Features/Routing', /example\.com is another site/],
  ['another port of the same host', 'http://localhost:4701/docs/Features/Routing', /localhost:4701 is another site/],
  ['a protocol-relative URL of another site', '//example.com/docs/x', /example\.com is another site/],
  ['a production URL outside the docs', 'https://apipie.ai/pricing', /\/pricing is outside \/docs\/ on that site/],
  ['a base-URL page outside the docs', 'http://localhost:4700/blog/x', /\/blog\/x is outside \/docs\/ on that site/],
  ['a prefix of the docs path', 'https://apipie.ai/docsy/x', /\/docsy\/x is outside \/docs\//],
  ['relative traversal', '../../etc/passwd', /"\.\." segments are not followed/],
  ['traversal inside a site path', '/docs/../etc/passwd', /"\.\." segments are not followed/],
  ['traversal inside a docs-relative path', 'Features/../../x', /"\.\." segments are not followed/],
  ['percent-encoded traversal', '%2e%2e/%2E%2E/etc/passwd', /"\.\." segments are not followed/],
  ['traversal in a URL', 'http://localhost:4700/docs/../etc/passwd', /"\.\." segments are not followed/],
  ['a file URL', 'file:///etc/passwd', /only http and https URLs name pages, not file:/],
  ['a javascript URL', 'javascript:alert(1)', /not javascript:/],
  ['an empty string', '   ', /it is empty/],
];

describe('pagePathOf', () => {
  it.each(accepted)('takes a %s: %j is page %j', (_form, input, page) => {
    expect(pagePathOf(input, base, production)).toBe(page);
  });

  it.each(refused)('refuses %s: %j', (_form, input, reason) => {
    expect(() => pagePathOf(input, base, production)).toThrow(PagePathError);
    expect(() => pagePathOf(input, base, production)).toThrow(reason);
  });

  it('names the accepted forms and search_docs when it refuses', () => {
    expect(() => pagePathOf('https://example.com/x', base, production)).toThrow(
      `"https://example.com/x" is not a page of the docs at http://localhost:4700/docs/: example.com is another site. ` +
        `Give ${acceptedPageForms(base, production)}; use search_docs to find a page.`,
    );
    expect(acceptedPageForms(base, production)).toBe(
      'a path relative to the docs (Features/Routing or /Features/Routing), a site path (/docs/Features/Routing), ' +
        'a Markdown twin path (Features/Routing.md), or a page or .md URL under http://localhost:4700/docs/ or https://apipie.ai/docs/',
    );
  });

  it('takes production URLs only when they are given as an alias', () => {
    expect(() => pagePathOf('https://apipie.ai/docs/Features/Routing', base)).toThrow(/apipie\.ai is another site/);
  });

  it('reads production paths on a production server as its own', () => {
    expect(pagePathOf('https://apipie.ai/docs/Features/Routing.md', production[0]!, production)).toBe(
      'Features/Routing',
    );
    expect(pagePathOf('/Features/Routing', production[0]!, production)).toBe('Features/Routing');
  });
});

describe('twinPathOf', () => {
  it('adds .md, and names the home page index.md', () => {
    expect(twinPathOf('Features/Routing')).toBe('Features/Routing.md');
    expect(twinPathOf('')).toBe('index.md');
  });
});
