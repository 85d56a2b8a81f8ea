import {stem} from 'porter2';
import {indexTerms} from './tokenize';

/**
 * Words that carry no meaning on their own in a reader's question ("how do I
 * stream responses", "what is IMM"): never indexed, and dropped from a query
 * that has other words. English function words plus question words; product
 * words that look like these (e.g. "tools", "state") are not in the list.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers ' +
    'him his how i if in into is it its itself just me more most my myself no nor not of off on once only or other our ' +
    'ours out over own same she should so some such than that the their theirs them then there these they this ' +
    'those through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours yourself'
  ).split(' '),
);

const PLAIN_WORD = /^[a-z]+$/;

/**
 * The form a term is indexed and searched under: plain English words by
 * their Snowball (Porter2) stem, so `stream`, `streams` and `streaming` meet;
 * identifiers, numbers and words with digits as written (`gpt-4o`, `402`).
 */
export function termKey(term: string): string {
  return PLAIN_WORD.test(term) && term.length > 2 ? stem(term) : term;
}

/** The terms a text is indexed under: every word and compound part, stop words left out, stemmed. */
export function analyzeText(text: string): string[] {
  const terms: string[] = [];
  for (const term of indexTerms(text)) if (!STOP_WORDS.has(term)) terms.push(termKey(term));
  return terms;
}

/** Each indexed word as written (lowercased) beside the term it is indexed under, where they differ. */
export function surfaceForms(text: string): [surface: string, term: string][] {
  const pairs: [string, string][] = [];
  for (const term of indexTerms(text)) {
    if (STOP_WORDS.has(term)) continue;
    const key = termKey(term);
    if (key !== term) pairs.push([term, key]);
  }
  return pairs;
}
