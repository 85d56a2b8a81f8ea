import {words} from './tokenize';

/** One word the visitor typed, normalized, with its parts when it is compound. */
export type QueryWord = {
  text: string;
  term: string;
  parts: string[];
  /** The last word is still being typed, so it also matches as a prefix. */
  isLast: boolean;
};

/** Words naming a period of time, which a question about the reader's account is asked over. */
const PERIOD_WORDS = new Set(
  'yesterday today week weeks weekly month months monthly year years yearly annual annually quarter quarterly'.split(
    ' ',
  ),
);
/** Words that open a period ("last week", "this month"): part of it only right before a period word. */
const PERIOD_OPENERS = new Set(['last', 'this', 'past', 'previous', 'next', 'every']);

/**
 * The query without the period it is asked over ("what did my requests cost last week", "monthly
 * spend"): the period qualifies the reader's question, and the page that answers it (a usage
 * history, a price table) rarely names the period, while a post that mentions it in passing would
 * outrank it, and "last" would read as a lifetime's end. Left as typed when nothing else remains
 * ("monthly", "this week"); a named month ("december 2024") is no period word.
 */
export function withoutPeriod<T extends Pick<QueryWord, 'term'>>(
  words: readonly T[],
  isStopWord: (term: string) => boolean,
): readonly T[] {
  const dropped = new Set<number>();
  words.forEach((word, i) => {
    if (!PERIOD_WORDS.has(word.term)) return;
    dropped.add(i);
    if (i > 0 && PERIOD_OPENERS.has(words[i - 1]!.term)) dropped.add(i - 1);
  });
  if (dropped.size === 0) return words;
  const kept = words.filter((_, i) => !dropped.has(i));
  return kept.some((word) => !isStopWord(word.term)) ? kept : words;
}

/** Algolia caps queries at 512 characters; so do we. */
export const MAX_QUERY_LENGTH = 512;

export function parseQuery(query: string): QueryWord[] {
  const found = words(query.slice(0, MAX_QUERY_LENGTH));
  return found.map((word, i) => ({
    text: query.slice(word.start, word.end),
    term: word.term,
    parts: word.parts.length > 1 ? word.parts.map((part) => part.term) : [],
    isLast: i === found.length - 1,
  }));
}

/**
 * Typos allowed in a term, as Algolia allows them: none under 4 characters,
 * one from 4, two from 8. Terms with digits must match exactly, so model ids
 * such as `gpt-4o` and status codes such as `402` do not drift.
 */
export function typosAllowed(term: string): number {
  if (/\p{N}/u.test(term)) return 0;
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/**
 * The other number of an English noun, so `limit` and `limits` find each
 * other as exact matches, as Algolia's `ignorePlurals` does. Only plain
 * lowercase words of three letters or more; identifiers and numbers are left alone.
 */
export function pluralForms(term: string): string[] {
  if (!/^[a-z]{3,}$/.test(term)) return [];
  if (term.endsWith('ies')) return [`${term.slice(0, -3)}y`];
  if (term.endsWith('ss')) return [`${term}es`];
  if (/(?:x|ch|sh|ss)es$/.test(term)) return [term.slice(0, -2)];
  if (term.endsWith('s')) return [term.slice(0, -1)];
  if (/[^aeiou]y$/.test(term)) return [`${term.slice(0, -1)}ies`];
  if (/(?:x|ch|sh)$/.test(term)) return [`${term}es`];
  return [`${term}s`];
}
