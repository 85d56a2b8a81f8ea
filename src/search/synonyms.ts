import {analyzeText} from './analysis';

/**
 * Synonyms as authors write them in src/search/synonyms.txt, one group a line:
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

function phrases(list: string, file: string, line: number): {text: string; terms: string[]}[] {
  return list.split(',').map((raw) => {
    const text = raw.trim();
    const terms = analyzeText(text);
    if (terms.length === 0) {
      throw new SynonymSyntaxError(
        `${file}:${line}: "${text || raw}" has no word to search for (empty, or only words such as "the" that are never indexed).`,
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
    if (parts.length > 2) throw new SynonymSyntaxError(`${file}:${line}: more than one "=>" on a line.`);
    if (parts.length === 2) {
      const from = phrases(parts[0]!, file, line);
      const to = phrases(parts[1]!, file, line);
      groups.push({line, from: from.map((p) => p.terms), to: to.map((p) => p.terms), checked: to});
      return;
    }
    const all = phrases(text, file, line);
    if (all.length < 2)
      throw new SynonymSyntaxError(`${file}:${line}: a group needs two words or phrases, separated by commas.`);
    groups.push({line, from: all.map((p) => p.terms), to: all.map((p) => p.terms), checked: all});
  });
  return groups;
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
      .map(
        (phrase) =>
          `${file}:${group.line}: "${phrase.text}" names no word in the search index (${phrase.terms.filter((t) => !hasTerm(t)).join(', ')} never occurs in a page). Fix the spelling, or move it to the left of "=>" if it is a reader's word the pages do not use.`,
      ),
  );
}

export function synonymTable(groups: readonly SynonymGroup[]): SynonymTable {
  return groups.map(({from, to}) => ({from, to}));
}
