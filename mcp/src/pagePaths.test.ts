import {describe, expect, it} from 'vitest';
import {PagePathError, pagePathOf, twinPathOf} from './pagePaths';

const base = new URL('http://localhost:4700/docs/');
const production = [new URL('https://apipie.ai/docs/')];

describe('pagePathOf', () => {
  it.each([
    ['Features/Routing', 'Features/Routing'],
    ['/docs/Features/Routing', 'Features/Routing'],
    ['/docs/Features/Routing/', 'Features/Routing'],
    ['http://localhost:4700/docs/Features/Routing.md', 'Features/Routing'],
    ['http://localhost:4700/docs/Features/Routing?x=1#how-it-works', 'Features/Routing'],
    ['https://apipie.ai/docs/Features/Routing.html', 'Features/Routing'],
    ['/docs/', ''],
    ['/docs', ''],
    ['index', ''],
    ['index.md', ''],
    ['/docs/Features/Multimodal%5FVision', 'Features/Multimodal_Vision'],
  ])('%s is %j', (input, expected) => {
    expect(pagePathOf(input, base, production)).toBe(expected);
  });

  it.each([
    'https://example.com/docs/Features/Routing',
    '/blog/x',
    '../../etc/passwd',
    'http://localhost:4701/docs/x',
    'file:///etc/passwd',
    '   ',
  ])('refuses %j', (input) => {
    expect(() => pagePathOf(input, base, production)).toThrow(PagePathError);
  });

  it('takes production URLs only when they are given as an alias', () => {
    expect(() => pagePathOf('https://apipie.ai/docs/Features/Routing', base)).toThrow(/outside the documentation site/);
  });
});

describe('twinPathOf', () => {
  it('adds .md, and names the home page index.md', () => {
    expect(twinPathOf('Features/Routing')).toBe('Features/Routing.md');
    expect(twinPathOf('')).toBe('index.md');
  });
});
