import {describe, expect, it} from 'vitest';
import {pageRecords} from 'apipie-docs-search';
import {samplePages} from 'apipie-docs-search/testing';
import {benchQueries} from './queries';

const records = samplePages.flatMap((page) => pageRecords(page, 'https://apipie.ai'));

describe('benchQueries', () => {
  it('starts with the fixed queries, adds heading words, prefixes and identifiers, without duplicates', () => {
    const queries = benchQueries(records, ['Privacy'], 50);
    expect(queries[0]).toBe('privacy');
    expect(queries).toEqual(
      expect.arrayContaining(['request body', 'max_tokens', 'gpt-4o-mini', 'memory sessions', 'stre']),
    );
    expect(new Set(queries).size).toBe(queries.length);
  });

  it('stops at the count and is deterministic', () => {
    expect(benchQueries(records, [], 5)).toHaveLength(5);
    expect(benchQueries(records, [], 20)).toEqual(benchQueries(records, [], 20));
  });
});
