import {describe, expect, it} from 'vitest';
import {swaps, typoDistance} from './typoDistance';

describe('typoDistance', () => {
  it.each([
    ['memory', 'memory', 0],
    ['memory', 'memroy', 1], // a swap of neighbours is one typo
    ['routing', 'rooting', 1],
    ['limit', 'limits', 1],
    ['authen', 'then', 2],
  ])('%s to %s is %i', (a, b, expected) => {
    expect(typoDistance(a, b, 2)).toBe(expected);
  });

  it('stops counting past the maximum', () => {
    expect(typoDistance('privacy', 'agreement', 2)).toBe(3);
  });
});

describe('swaps', () => {
  it('lists each swap of neighbouring characters once', () => {
    expect(swaps('memroy')).toContain('memory');
    expect(swaps('abc')).toEqual(['bac', 'acb']);
    expect(swaps('aab')).toEqual(['aba']);
  });
});
