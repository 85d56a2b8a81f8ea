import {describe, expect, it} from 'vitest';
import {indexTerms, normalize, words} from './tokenize';

describe('words', () => {
  it('keeps identifiers whole and knows their parts, with offsets into the text', () => {
    const text = 'Set mem_expire on gpt-4o-mini.';
    const found = words(text);
    expect(found.map((w) => w.term)).toEqual(['set', 'mem_expire', 'on', 'gpt-4o-mini']);
    const model = found[3]!;
    expect(text.slice(model.start, model.end)).toBe('gpt-4o-mini');
    expect(model.parts.map((p) => [p.term, text.slice(p.start, p.end)])).toEqual([
      ['gpt', 'gpt'],
      ['4o', '4o'],
      ['mini', 'mini'],
    ]);
  });

  it('does not swallow sentence punctuation into words', () => {
    expect(words('limits. (See “Errors”), then retry!').map((w) => w.term)).toEqual([
      'limits',
      'see',
      'errors',
      'then',
      'retry',
    ]);
  });

  it('splits camelCase words into parts', () => {
    expect(words('maxTokens')[0]!.parts.map((p) => p.term)).toEqual(['max', 'tokens']);
  });
});

describe('normalize', () => {
  it('lowercases and drops diacritics', () => {
    expect(normalize('Café Déjà')).toBe('cafe deja');
    expect(normalize('API')).toBe('api');
  });
});

describe('indexTerms', () => {
  it('also indexes the path of a URL, as readers type it', () => {
    expect(indexTerms('GET https://apipie.ai/v1/models/detailed')).toContain('v1/models/detailed');
    // A host with a one-part path adds nothing its parts do not.
    expect(indexTerms('apipie.ai/v1')).not.toContain('v1/');
    expect(indexTerms('and/or')).toEqual(['and/or', 'and', 'or']);
  });

  it('also indexes each compound field of a field path, but does not split a version', () => {
    expect(indexTerms('web_search_options.search_context_size')).toEqual([
      'web_search_options.search_context_size',
      'web_search_options',
      'search_context_size',
      'web',
      'search',
      'options',
      'search',
      'context',
      'size',
    ]);
    expect(indexTerms('usage.cost')).toEqual(['usage.cost', 'usage', 'cost']);
    expect(indexTerms('gpt-4.1')).toEqual(['gpt-4.1', 'gpt', '4', '1']);
  });

  it('indexes compounds whole and by part', () => {
    expect(indexTerms('x-api-key and apipie.ai/v1')).toEqual([
      'x-api-key',
      'x',
      'api',
      'key',
      'and',
      'apipie.ai/v1',
      'apipie',
      'ai',
      'v1',
    ]);
  });

  it('gives the same terms for non-ASCII text as the offset-keeping tokenizer', () => {
    const text = 'Résumé of naïve caching: Café-au-lait’s maxTokens';
    const viaWords = words(text).flatMap((w) =>
      w.parts.length > 1 ? [w.term, ...w.parts.map((p) => p.term)] : [w.term],
    );
    expect(indexTerms(text)).toEqual(viaWords);
    expect(indexTerms(text)).toContain('cafe-au-lait’s');
  });
});
