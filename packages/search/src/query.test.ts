import {describe, expect, it} from 'vitest';
import {parseQuery, pluralForms, typosAllowed} from './query';

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
