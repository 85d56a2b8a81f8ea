import {describe, expect, it} from 'vitest';
import {plainPath} from './plainPath';

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
