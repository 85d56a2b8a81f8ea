import {describe, expect, it} from 'vitest';
import {legacyPathHeadTags, legacyPathScript, plainPath} from './legacyPaths';

describe('plainPath', () => {
  it.each([
    ['/docs/Terms/privacy.html', '/docs/Terms/privacy'],
    ['/docs/Terms/privacy/index.html', '/docs/Terms/privacy'],
    ['/docs/index.html', '/docs/'],
    ['/docs.html', '/docs/'],
    ['/docs/blog.html', '/docs/blog'],
  ])('strips the legacy suffix from %s', (input, expected) => {
    expect(plainPath(input, '/docs/')).toBe(expected);
  });

  it.each(['/docs/', '/docs/Terms/privacy', '/docs/api/introduction', '/docs/html', '/docs/a.htmlx'])(
    'leaves %s alone',
    (input) => {
      expect(plainPath(input, '/docs/')).toBe(input);
    },
  );
});

describe('legacyPathScript', () => {
  function run(pathname: string): string | null {
    let replaced: string | null = null;
    const location = {pathname, search: '?a=1', hash: '#h', replace: (url: string) => (replaced = url)};
    new Function('location', legacyPathScript('/docs/'))(location);
    return replaced;
  }

  it('replaces a legacy address with the plain one, keeping query and hash', () => {
    expect(run('/docs/Terms/privacy/index.html')).toBe('/docs/Terms/privacy?a=1#h');
    expect(run('/docs/index.html')).toBe('/docs/?a=1#h');
  });

  it('does nothing on plain paths', () => {
    expect(run('/docs/Terms/privacy')).toBeNull();
  });
});

describe('legacyPathHeadTags', () => {
  it('is the script when the setting is on, nothing when it is off', () => {
    expect(legacyPathHeadTags('/docs/', {enabled: true})).toEqual([
      {tagName: 'script', attributes: {}, innerHTML: legacyPathScript('/docs/')},
    ]);
    expect(legacyPathHeadTags('/docs/', {enabled: false})).toEqual([]);
  });
});
