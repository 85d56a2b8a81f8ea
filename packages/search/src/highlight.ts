import {STOP_WORDS, termKey} from './analysis';
import {escapeHtml} from './escapeHtml';
import {typosAllowed, type QueryWord} from './query';
import {normalize, words, type Span, type Word} from './tokenize';
import {typoDistance} from './typoDistance';

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type SnippetResult = {value: string; matchLevel: MatchLevel};
export type HighlightTags = {pre: string; post: string};

/**
 * How many leading characters of `term` a query token matches: all of them
 * for an exact or typo match, the token's length for a prefix match of the
 * word being typed, 0 for no match.
 */
function matchLength(term: string, token: string, isLast: boolean): number {
  if (term === token) return term.length;
  // Words that meet by stem, as the engine matches them (`streaming` for `stream`).
  if (!STOP_WORDS.has(token) && termKey(term) === termKey(token)) return term.length;
  if (isLast && term.startsWith(token)) return token.length;
  const typos = typosAllowed(token);
  return typos > 0 && typoDistance(term, token, typos) <= typos ? term.length : 0;
}

/** The query tokens a word can match: the whole typed word, and its parts when it is compound. */
function tokensOf(word: QueryWord): string[] {
  return [word.term, ...word.parts];
}

type Analysis = {words: Word[]; spans: Span[]; matchedWords: string[]};

/** Finds what to highlight in `text`: whole words for exact and typo matches, the typed part for prefixes. */
export function analyze(text: string, query: readonly QueryWord[]): Analysis {
  const found = words(text);
  const spans: Span[] = [];
  const matched = new Set<QueryWord>();
  const mark = (start: number, term: string, end: number) => {
    let best = 0;
    for (const word of query) {
      for (const token of tokensOf(word)) {
        const length = matchLength(term, token, word.isLast);
        if (length > 0) matched.add(word);
        best = Math.max(best, length === term.length ? end - start : length);
      }
    }
    // A prefix length counts normalized characters; fall back to the whole word if they differ.
    if (best > 0 && best < end - start && normalize(text.slice(start, start + best)) !== term.slice(0, best)) {
      best = end - start;
    }
    if (best > 0) spans.push({start, end: start + best});
    return best > 0;
  };
  for (const word of found) {
    if (mark(word.start, word.term, word.end)) continue;
    if (word.parts.length > 1) for (const part of word.parts) mark(part.start, part.term, part.end);
  }
  return {
    words: found,
    spans: mergeJoined(text, spans),
    matchedWords: query.filter((w) => matched.has(w)).map((w) => w.text),
  };
}

// `gpt`, `4o` and `mini` all highlighted read better as one highlighted `gpt-4o-mini`.
function mergeJoined(text: string, spans: Span[]): Span[] {
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && /^['’._\-/:@]?$/.test(text.slice(last.end, span.start))) last.end = span.end;
    else merged.push({...span});
  }
  return merged;
}

function matchLevel(matchedWords: readonly string[], query: readonly QueryWord[]): MatchLevel {
  if (matchedWords.length === 0) return 'none';
  return matchedWords.length === query.length ? 'full' : 'partial';
}

/** Escapes `text` from `start` to `end` and wraps the highlighted spans in the tags. */
function render(text: string, spans: readonly Span[], tags: HighlightTags, start = 0, end = text.length): string {
  let out = '';
  let at = start;
  for (const span of spans) {
    if (span.end <= start || span.start >= end) continue;
    const from = Math.max(span.start, start);
    const to = Math.min(span.end, end);
    out += escapeHtml(text.slice(at, from)) + tags.pre + escapeHtml(text.slice(from, to)) + tags.post;
    at = to;
  }
  return out + escapeHtml(text.slice(at, end));
}

export function highlight(text: string, query: readonly QueryWord[], tags: HighlightTags): HighlightResult {
  const {words: found, spans, matchedWords} = analyze(text, query);
  const result: HighlightResult = {
    value: render(text, spans, tags),
    matchLevel: matchLevel(matchedWords, query),
    matchedWords,
  };
  if (spans.length > 0) {
    result.fullyHighlighted = found.every((word) => spans.some((s) => s.start <= word.start && s.end >= word.end));
  }
  return result;
}

/**
 * A window of at most `count` words around the most highlighted stretch of
 * `text`, starting a word or two before the first match so it reads in
 * context, with `ellipsis` where text was cut.
 */
export function snippet(
  text: string,
  query: readonly QueryWord[],
  count: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const {words: found, spans, matchedWords} = analyze(text, query);
  const level = matchLevel(matchedWords, query);
  if (found.length <= count) return {value: render(text, spans, tags), matchLevel: level};

  const hits = found.map((word) => spans.some((s) => s.start < word.end && s.end > word.start));
  const windows = Array.from({length: found.length - count + 1}, (_, start) => {
    const inWindow = hits.slice(start, start + count);
    const firstHit = inWindow.indexOf(true);
    // Best: most matches; then the first match preceded by two words of lead-in.
    const leadIn = firstHit < 0 ? start : Math.abs(firstHit - Math.min(2, start + firstHit));
    return {start, matches: inWindow.filter(Boolean).length, leadIn};
  });
  windows.sort((a, b) => b.matches - a.matches || a.leadIn - b.leadIn || a.start - b.start);
  const first = windows[0]!.start;
  const last = Math.min(found.length, first + count) - 1;
  const from = first === 0 ? 0 : found[first]!.start;
  const to = last === found.length - 1 ? text.length : found[last]!.end;
  const value = (first > 0 ? ellipsis : '') + render(text, spans, tags, from, to) + (to < text.length ? ellipsis : '');
  return {value, matchLevel: level};
}
