import {describe, expect, it} from 'vitest';
import {median, percentile} from './stats';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({length: 200}, (_, i) => 200 - i); // 200..1, unsorted order
    expect(median(values)).toBe(100);
    expect(percentile(values, 95)).toBe(190);
    expect(percentile(values, 100)).toBe(200);
    expect(percentile([7], 95)).toBe(7);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('percentile of no values');
  });
});
