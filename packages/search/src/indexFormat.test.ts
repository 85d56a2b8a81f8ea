import {describe, expect, it} from 'vitest';
import {BITMASK_RECORDS, encodeRecordsHolding, holdsRecord} from './indexFormat';

describe('which records of a section hold a term', () => {
  it.each([1, 2, BITMASK_RECORDS, BITMASK_RECORDS + 1, 40, 245])('reads back as written in a section of %i', (size) => {
    const sets = [[], [0], [size - 1], [0, size - 1], Array.from({length: size}, (_, i) => i)];
    for (const holding of sets) {
      const encoded = JSON.parse(JSON.stringify(encodeRecordsHolding(holding, size))) as ReturnType<
        typeof encodeRecordsHolding
      >;
      const read = Array.from({length: size}, (_, i) => i).filter((i) => holdsRecord(encoded, i, size));
      expect(read, `${size}: ${holding.join(',')}`).toEqual([...new Set(holding)]);
    }
  });

  it('writes a short section as one number, a long one as a record number when one holds it', () => {
    expect(encodeRecordsHolding([0, 2], 3)).toBe(5);
    expect(encodeRecordsHolding([9], 20)).toBe(9);
    expect(encodeRecordsHolding([1, 9], 20)).toEqual([1, 9]);
    expect(holdsRecord(undefined, 0, 1)).toBe(false);
  });
});
