import {analyzeText, STOP_WORDS, termKey} from './analysis';
import {indexTerms} from './tokenize';

/**
 * Synonyms as authors write them in synonyms.txt, one group a line:
 *
 *   tts, text to speech            words and phrases that mean the same; each must be in the index
 *   redact, strip => anonymize     readers' words on the left find the right; the right must be in the index
 *
 * `#` starts a comment. Matching is by the same terms the index uses (stemmed,
 * stop words left out), so `anonymise` finds what `anonymize` finds.
 */
export type SynonymGroup = {
  /** 1-based line in the file, for messages. */
  line: number;
  /** Phrases a query may contain, each as its index terms. */
  from: string[][];
  /** Phrases such a query also finds. */
  to: string[][];
  /** The phrases as written, for messages: the ones that must be in the index. */
  checked: {text: string; terms: string[]}[];
};

/** What the client needs: per group, the phrases it maps from and to. */
export type SynonymTable = {from: string[][]; to: string[][]}[];

export class SynonymSyntaxError extends Error {}

/** A problem line naming the file and line, then what to do, as every bad-input message reads. */
function problem(file: string, line: number, what: string, todo: string): string {
  return `${file}:${line}: ${what}\nWhat to do: ${todo}`;
}

function phrases(list: string, file: string, line: number): {text: string; terms: string[]}[] {
  return list.split(',').map((raw) => {
    const text = raw.trim();
    const terms = analyzeText(text);
    if (terms.length === 0) {
      throw new SynonymSyntaxError(
        problem(
          file,
          line,
          `"${text}" has no word to search for (empty, or only words such as "the" that are never indexed).`,
          'write the word or phrase the comma stands before, or remove the comma.',
        ),
      );
    }
    return {text, terms};
  });
}

export function parseSynonyms(source: string, file: string): SynonymGroup[] {
  const groups: SynonymGroup[] = [];
  source.split('\n').forEach((rawLine, i) => {
    const line = i + 1;
    const text = rawLine.replace(/#.*$/, '').trim();
    if (!text) return;
    const parts = text.split('=>');
    if (parts.length > 2) {
      throw new SynonymSyntaxError(
        problem(
          file,
          line,
          'more than one "=>" on a line.',
          "write one mapping a line: readers' words, then =>, then the pages' words.",
        ),
      );
    }
    if (parts.length === 2) {
      const from = phrases(parts[0]!, file, line);
      const to = phrases(parts[1]!, file, line);
      groups.push({line, from: from.map((p) => p.terms), to: to.map((p) => p.terms), checked: to});
      return;
    }
    const all = phrases(text, file, line);
    if (all.length < 2) {
      throw new SynonymSyntaxError(
        problem(
          file,
          line,
          'a group needs two words or phrases, separated by commas.',
          "add the word or phrase that means the same, or map a reader's word to the pages' with =>.",
        ),
      );
    }
    groups.push({line, from: all.map((p) => p.terms), to: all.map((p) => p.terms), checked: all});
  });
  return groups;
}

/** The words of a phrase as written whose index term no page has. */
function missingWords(text: string, hasTerm: (term: string) => boolean): string[] {
  return [...new Set(indexTerms(text).filter((word) => !STOP_WORDS.has(word) && !hasTerm(termKey(word))))];
}

/**
 * Messages for every phrase the index cannot find: a phrase is found when
 * each of its terms is an index term. The build stops on any.
 */
export function unknownSynonyms(
  groups: readonly SynonymGroup[],
  file: string,
  hasTerm: (term: string) => boolean,
): string[] {
  return groups.flatMap((group) =>
    group.checked
      .filter((phrase) => !phrase.terms.every(hasTerm))
      .map((phrase) => {
        const missing = missingWords(phrase.text, hasTerm).map((word) => `"${word}"`);
        return problem(
          file,
          group.line,
          `"${phrase.text}" names no word in the search index (no page has ${missing.join(', ')}).`,
          `fix the spelling, or, if it is a reader's word the pages do not use, put it left of "=>" (see the file's header).`,
        );
      }),
  );
}

export function synonymTable(groups: readonly SynonymGroup[]): SynonymTable {
  return groups.map(({from, to}) => ({from, to}));
}
