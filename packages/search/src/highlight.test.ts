import {describe, expect, it} from 'vitest';
import {highlight, snippet} from './highlight';
import {parseQuery} from './query';

const tags = {pre: '<mark>', post: '</mark>'};
const q = (query: string) => parseQuery(query);

describe('highlight', () => {
  it('marks whole words for exact and typo matches, and reports the matched words', () => {
    const result = highlight('Memory sessions expire', q('memroy sessions'), tags);
    expect(result.value).toBe('<mark>Memory</mark> <mark>sessions</mark> expire');
    expect(result.matchLevel).toBe('full');
    expect(result.matchedWords).toEqual(['memroy', 'sessions']);
    expect(result.fullyHighlighted).toBe(false);
  });

  it('marks only the typed part of a word being completed', () => {
    expect(highlight('Authentication at a glance', q('authen'), tags).value).toBe(
      '<mark>Authen</mark>tication at a glance',
    );
  });

  it('does not complete words the visitor has finished typing', () => {
    expect(highlight('Authentication', q('authen rate'), tags).value).toBe('Authentication');
  });

  it('marks an identifier as one span when all its parts match', () => {
    expect(highlight('Use gpt-4o-mini here', q('gpt-4o-mini'), tags).value).toBe('Use <mark>gpt-4o-mini</mark> here');
    expect(highlight('Set mem_expire to 60', q('expire'), tags).value).toBe('Set mem_<mark>expire</mark> to 60');
  });

  it('is partial when only some words match, none when nothing does', () => {
    expect(highlight('Rate limits', q('rate pools'), tags).matchLevel).toBe('partial');
    const none = highlight('Rate limits', q('privacy'), tags);
    expect(none).toEqual({value: 'Rate limits', matchLevel: 'none', matchedWords: []});
  });

  it('escapes markup in the content, and the query cannot inject any', () => {
    const result = highlight('Send Bearer <your key> & "quotes"', q('<em>key</em>'), tags);
    expect(result.value).toBe('Send Bearer &lt;your <mark>key</mark>&gt; &amp; &quot;quotes&quot;');
    const injected = highlight('img onerror alert', q('<img src=x onerror=alert(1)>'), tags);
    expect(injected.value).not.toContain('<img');
    expect(injected.value).toBe('<mark>img</mark> <mark>onerror</mark> <mark>alert</mark>');
  });

  it('uses the highlight tags it is given', () => {
    expect(highlight('pools', q('pools'), {pre: '<em class="x">', post: '</em>'}).value).toBe(
      '<em class="x">pools</em>',
    );
  });

  it('reports a fully highlighted value', () => {
    expect(highlight('Rate limits', q('rate limits'), tags).fullyHighlighted).toBe(true);
  });
});

describe('snippet', () => {
  const text =
    'Limits are set by each upstream provider and depend on the model, so they differ between models. When you hit one you get status 429 with the code rate_limit_exceeded.';

  it('cuts a window of the given number of words around the match, with ellipses where text was cut', () => {
    const result = snippet(text, q('depend model'), 10, tags, '…');
    const words = result.value
      .replace(/<\/?mark>|…/g, '')
      .trim()
      .split(/\s+/);
    expect(words).toHaveLength(10);
    expect(result.value).toContain('<mark>depend</mark> on the <mark>model</mark>');
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value.endsWith('…')).toBe(true);
    expect(result.matchLevel).toBe('full');
  });

  it('gives the first match a little lead-in', () => {
    const result = snippet(text, q('upstream'), 5, tags, '…');
    expect(result.value).toBe('…by each <mark>upstream</mark> provider and…');
  });

  it('runs to the end of the text, without a trailing ellipsis, when the match is at the end', () => {
    expect(snippet(text, q('exceeded'), 4, tags, '…').value).toBe('…with the code rate_limit_<mark>exceeded</mark>.');
  });

  it('counts 5 words when asked for 5', () => {
    const result = snippet(text, q('differ'), 5, tags, '…');
    expect(
      result.value
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(5);
  });

  it('starts at the beginning, without a leading ellipsis, when nothing matches', () => {
    expect(snippet(text, q('privacy'), 4, tags, '…')).toEqual({value: 'Limits are set by…', matchLevel: 'none'});
  });

  it('returns short text whole', () => {
    expect(snippet('Rate limits', q('rate'), 10, tags, '…').value).toBe('<mark>Rate</mark> limits');
  });

  it('escapes the cut text', () => {
    const value = snippet('a <b> c d e f g h i j k l <script>alert(1)</script> m n', q('alert'), 4, tags, '…').value;
    expect(value).not.toMatch(/<script|<b>/);
    expect(value).toContain('&lt;script&gt;<mark>alert</mark>');
  });
});
