import {stem} from 'porter2';
import {indexTerms, words} from './tokenize';

/**
 * Words that carry no meaning on their own in a reader's question ("how do I
 * stream responses", "what is IMM"): never indexed, and dropped from a query
 * that has other words. English function words plus question words; product
 * words that look like these (e.g. "tools", "state") are not in the list, nor
 * "down": "the provider is down" asks about an outage (synonyms.txt).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing during each few for from further had has have having he her here hers ' +
    'him his how i if in into is it its itself just me more most much my myself no nor not of off on once only or other our ' +
    'ours out over own same she should so some such than that the their theirs them then there these they this ' +
    'those through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours yourself'
  ).split(' '),
);

const PLAIN_WORD = /^[a-z]+$/;

/**
 * Stems already computed: building an index stems the same words again and again, each time
 * through Porter2's rules. A site's vocabulary is bounded; the cap keeps an engine that runs for
 * long from growing without end.
 */
const stems = new Map<string, string>();
const STEMS_KEPT = 100_000;

/**
 * The form a term is indexed and searched under: plain English words by
 * their Snowball (Porter2) stem, so `stream`, `streams` and `streaming` meet;
 * identifiers, numbers and words with digits as written (`gpt-4o`, `402`).
 */
export function termKey(term: string): string {
  if (term.length <= 2 || !PLAIN_WORD.test(term)) return term;
  let stemmed = stems.get(term);
  if (stemmed === undefined) {
    if (stems.size >= STEMS_KEPT) stems.clear();
    stems.set(term, (stemmed = stem(term)));
  }
  return stemmed;
}

/**
 * The terms a text is indexed under: every word and compound part, stop words left out, stemmed.
 * `forms`, when given, gets each word as written (lowercased) whose term differs, with that term.
 */
export function analyzeText(text: string, forms?: Map<string, string>): string[] {
  const terms: string[] = [];
  for (const term of indexTerms(text)) {
    if (STOP_WORDS.has(term)) continue;
    const key = termKey(term);
    terms.push(key);
    if (forms && key !== term) forms.set(term, key);
  }
  return terms;
}

/**
 * Two terms written next to each other in a name (stop words between them left out), as one index
 * term: `text speech` for "Text to speech". No term holds a space, so a pair never meets a word.
 */
export function pairTerm(first: string, second: string): string {
  return `${first} ${second}`;
}

export function isPairTerm(term: string): boolean {
  return term.includes(' ');
}

/**
 * The pairs of neighbouring terms in a short text such as a heading, in the order written: each
 * pair of neighbouring words, and each pair of neighbouring parts inside a compound word
 * (`text-to-speech-conversion`), stop words left out.
 */
export function termPairs(text: string): string[] {
  const pairs: string[] = [];
  const addRun = (terms: readonly string[]) => {
    const kept = terms.filter((term) => !STOP_WORDS.has(term)).map(termKey);
    for (let i = 1; i < kept.length; i++) pairs.push(pairTerm(kept[i - 1]!, kept[i]!));
  };
  const found = words(text);
  addRun(found.map((word) => word.term));
  for (const word of found) if (word.parts.length > 1) addRun(word.parts.map((part) => part.term));
  return pairs;
}

/** American and British endings, as [American, British]: the pages are written in British English. */
const SPELLINGS: readonly [RegExp, string, RegExp, string][] = [
  // organize, organized, organizing, organization; analyze
  [/iz(e|es|ed|ing|ation|ations)$/, 'is$1', /is(e|es|ed|ing|ation|ations)$/, 'iz$1'],
  [/yz(e|es|ed|ing)$/, 'ys$1', /ys(e|es|ed|ing)$/, 'yz$1'],
  // color, behavior(s)
  [/([^aeiou]{0,1}[a-z]{2,})or(s?)$/, '$1our$2', /([a-z]{3,})our(s?)$/, '$1or$2'],
  // center, meter
  [/([a-z]{2,})ter(s?)$/, '$1tre$2', /([a-z]{2,})tre(s?)$/, '$1ter$2'],
  // catalog, dialog
  [/([a-z]{2,})log(s?)$/, '$1logue$2', /([a-z]{2,})logue(s?)$/, '$1log$2'],
  // license
  [/([a-z]{2,})ense(s?)$/, '$1ence$2', /([a-z]{2,})ence(s?)$/, '$1ense$2'],
  // canceled, labeled
  [/([aeiou])l(ed|ing|er|ers)$/, '$1ll$2', /([aeiou])ll(ed|ing|er|ers)$/, '$1l$2'],
];

/**
 * The word spelled the other way, American or British ("summarize" and "summarise", "behavior" and
 * "behaviour", "canceled" and "cancelled"): a reader types their own spelling of a word the pages
 * spell the other way. Plain lowercase words of five letters or more; the engine keeps a variant
 * only when the index holds it.
 */
export function spellingVariants(word: string): string[] {
  if (!/^[a-z]{5,}$/.test(word)) return [];
  const found = new Set<string>();
  for (const [american, british, britishForm, americanForm] of SPELLINGS) {
    if (american.test(word)) found.add(word.replace(american, british));
    if (britishForm.test(word)) found.add(word.replace(britishForm, americanForm));
  }
  found.delete(word);
  return [...found];
}
