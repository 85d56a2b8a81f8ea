import {describe, expect, it} from 'vitest';
import {absoluteUrlOf, hasTwin, pageUrlOfTwin, twinUrlOf} from './urls';

describe('twinUrlOf', () => {
  it('adds .md to a page path', () => {
    expect(twinUrlOf('/docs/Features/Routing')).toBe('/docs/Features/Routing.md');
  });
  it('gives index.md for a path ending in a slash, such as the home page', () => {
    expect(twinUrlOf('/docs/')).toBe('/docs/index.md');
  });
  it('drops the query and the hash', () => {
    expect(twinUrlOf('/docs/api/chatcompletions?x=1#request')).toBe('/docs/api/chatcompletions.md');
  });
  it('is undone by pageUrlOfTwin', () => {
    for (const page of ['/docs/', '/docs/blog', '/docs/Features/Routing'])
      expect(pageUrlOfTwin(twinUrlOf(page))).toBe(page);
    expect(pageUrlOfTwin('/docs/img/logo.svg')).toBeNull();
  });
});

describe('hasTwin', () => {
  it('is false for the 404 page only', () => {
    expect(hasTwin('/docs/404.html')).toBe(false);
    expect(hasTwin('/docs/')).toBe(true);
    expect(hasTwin('/docs/api/chatcompletions')).toBe(true);
  });
});

describe('absoluteUrlOf', () => {
  it("puts a site path on the build's origin, production or a preview", () => {
    expect(absoluteUrlOf('https://apipie.ai', '/docs/Features/Routing.md')).toBe(
      'https://apipie.ai/docs/Features/Routing.md',
    );
    expect(absoluteUrlOf('http://localhost:4000', '/docs/index.md')).toBe('http://localhost:4000/docs/index.md');
  });
});
