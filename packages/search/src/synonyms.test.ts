import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parseSynonyms, SynonymSyntaxError, unknownSynonyms} from './synonyms';

describe('synonyms file', () => {
  it('reads equivalent groups and one-way mappings by index terms, skipping comments', () => {
    const groups = parseSynonyms(
      '# header\n\ntts, text to speech\nredact, scrub => anonymize  # note\n',
      'synonyms.txt',
    );
    expect(groups).toEqual([
      {
        line: 3,
        from: [['tts'], ['text', 'speech']],
        to: [['tts'], ['text', 'speech']],
        checked: [
          {text: 'tts', terms: ['tts']},
          {text: 'text to speech', terms: ['text', 'speech']},
        ],
      },
      {line: 4, from: [['redact'], ['scrub']], to: [['anonym']], checked: [{text: 'anonymize', terms: ['anonym']}]},
    ]);
  });

  it.each([
    ['a group of one', 'tts\n', /^synonyms\.txt:1: a group needs two words or phrases/],
    ['two arrows', 'a => b => c\n', /^synonyms\.txt:1: more than one "=>" on a line\./],
    ['an empty phrase', 'tts, , speech\n', /^synonyms\.txt:1: "" has no word to search for/],
    ['only stop words', 'the, tts\n', /^synonyms\.txt:1: "the" has no word to search for/],
  ])('stops on %s, naming the line, then saying what to do', (_, source, message) => {
    const parse = () => parseSynonyms(`# header\n${source}`.slice('# header\n'.length), 'synonyms.txt');
    expect(parse).toThrow(SynonymSyntaxError);
    expect(parse).toThrow(message);
    expect(parse).toThrow(/\nWhat to do: /);
  });

  it('names each phrase whose words no page has, by its words as written', () => {
    const groups = parseSynonyms('tts, text to speach\npii => personal data\n', 'synonyms.txt');
    const known = new Set(['tts', 'text', 'person', 'data']);
    expect(unknownSynonyms(groups, 'synonyms.txt', (term) => known.has(term))).toEqual([
      'synonyms.txt:1: "text to speach" names no word in the search index (no page has "speach").\n' +
        'What to do: fix the spelling, or, if it is a reader\'s word the pages do not use, put it left of "=>" (see the file\'s header).',
    ]);
  });

  it("parses the site's own file", () => {
    const source = readFileSync('packages/search/src/synonyms.txt', 'utf8');
    expect(parseSynonyms(source, 'packages/search/src/synonyms.txt').length).toBeGreaterThan(10);
  });
});
