import {describe, expect, it} from 'vitest';
import {parseQuery, pluralForms, typosAllowed, withoutPeriod} from './query';
import {STOP_WORDS} from './analysis';

describe('pluralForms', () => {
  it.each([
    ['limit', ['limits']],
    ['limits', ['limit']],
    ['policy', ['policies']],
    ['policies', ['policy']],
    ['key', ['keys']],
    ['match', ['matches']],
    ['matches', ['match']],
    ['class', ['classes']],
  ])('%s has the other number %j', (term, forms) => {
    expect(pluralForms(term)).toEqual(forms);
  });

  it('leaves identifiers, numbers and short words alone', () => {
    for (const term of ['gpt-4o', 'max_tokens', '429', 'is', 'v1']) expect(pluralForms(term)).toEqual([]);
  });
});

describe('parseQuery', () => {
  it('marks only the last word as being typed and splits compounds', () => {
    expect(parseQuery('mem_expire Limit')).toEqual([
      {text: 'mem_expire', term: 'mem_expire', parts: ['mem', 'expire'], isLast: false},
      {text: 'Limit', term: 'limit', parts: [], isLast: true},
    ]);
  });
});

describe('typosAllowed', () => {
  it('follows word length and keeps terms with digits exact', () => {
    expect([typosAllowed('api'), typosAllowed('tool'), typosAllowed('embedding'), typosAllowed('gpt4omini')]).toEqual([
      0, 1, 2, 0,
    ]);
  });
});

describe('withoutPeriod', () => {
  const stop = (term: string) => STOP_WORDS.has(term);
  const kept = (query: string) =>
    withoutPeriod(parseQuery(query), stop)
      .map((word) => word.text)
      .join(' ');

  it('leaves out the period a question is asked over, and the word that opens it', () => {
    expect(kept('what did my requests cost last week')).toBe('what did my requests cost');
    expect(kept('monthly spend')).toBe('spend');
    expect(kept('cost this month per key')).toBe('cost per key');
    expect(kept('spend yesterday')).toBe('spend');
  });

  it('keeps a query that is only a period, a named month and a word that opens no period', () => {
    expect(kept('last week')).toBe('last week');
    expect(kept('what happened this month')).toBe('what happened');
    expect(kept('monthly')).toBe('monthly');
    expect(kept('december 2024')).toBe('december 2024');
    expect(kept('how long does memory last')).toBe('how long does memory last');
  });
});
