import {describe, expect, it} from 'vitest';
import {analyzeText, isPairTerm, spellingVariants, termPairs} from './analysis';

describe('termPairs', () => {
  it('pairs neighbouring words in the order written, stemmed, stop words between them left out', () => {
    expect(termPairs('Text to speech')).toEqual(['text speech']);
    expect(termPairs('Speech to text')).toEqual(['speech text']);
    expect(termPairs('Closing your account')).toEqual(['close account']);
  });

  it("pairs a compound word's parts too", () => {
    expect(termPairs('text-to-speech-conversion')).toEqual(['text speech', 'speech convers']);
  });

  it('gives nothing for a one-word name', () => {
    expect(termPairs('Voices')).toEqual([]);
  });

  it('writes pairs no single term can be', () => {
    expect(termPairs('Text to speech').every(isPairTerm)).toBe(true);
    expect(isPairTerm('text-to-speech')).toBe(false);
  });
});

describe('STOP_WORDS', () => {
  it('leaves out "much" as it leaves out "more" and "most": "how much" asks for a figure, not about the word', () => {
    expect(analyzeText('how much have I spent')).toEqual(['spent']);
    expect(analyzeText('how much does it cost')).toEqual(['cost']);
  });

  it('keeps "down", which says a provider is out of service', () => {
    expect(analyzeText('what if the provider is down')).toEqual(['provid', 'down']);
  });
});

describe('spellingVariants', () => {
  it('spells a word the other way, American or British', () => {
    expect(spellingVariants('summarize')).toEqual(['summarise']);
    expect(spellingVariants('summarised')).toEqual(['summarized']);
    expect(spellingVariants('analyze')).toEqual(['analyse']);
    expect(spellingVariants('behavior')).toEqual(['behaviour']);
    expect(spellingVariants('colours')).toEqual(['colors']);
    expect(spellingVariants('center')).toEqual(['centre']);
    expect(spellingVariants('catalog')).toEqual(['catalogue']);
    expect(spellingVariants('license')).toEqual(['licence']);
    expect(spellingVariants('canceled')).toEqual(['cancelled']);
  });

  it('leaves short words, identifiers and words with no other spelling alone', () => {
    for (const word of ['for', 'max_tokens', 'gpt-4o', 'model', 'tutorial'])
      expect(spellingVariants(word), word).toEqual([]);
  });
});
