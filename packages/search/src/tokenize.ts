/**
 * Words as the search sees them. A word may be a compound such as
 * `gpt-4o-mini`, `mem_expire`, `apipie.ai/v1` or `maxTokens`: it is indexed
 * whole and as its parts, so both `mem_expire` and `expire` find it.
 */

export type Span = {start: number; end: number};

export type Word = Span & {
  /** Normalized compound, e.g. `gpt-4o-mini`. */
  term: string;
  /** Normalized parts with their offsets in the source text; one entry when the word is not compound. */
  parts: (Span & {term: string})[];
};

// Letters or digits, optionally joined by connector characters that keep identifiers whole.
const WORD = /[\p{L}\p{N}]+(?:['’._\-/:@][\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+/gu;
// A lowercase letter followed by an uppercase one starts a new part: maxTokens -> max, Tokens.
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})/u;

const ASCII = /^\p{ASCII}*$/u;

/**
 * A field or parameter name as written in code: snake_case (`max_tokens`, `usage.latency_ms`) or
 * camelCase (`nextPaginationToken`).
 */
export function isFieldName(text: string): boolean {
  return /[a-z0-9]_[a-z0-9]/i.test(text) || /^[a-z]+[A-Z]/.test(text);
}

/** Lowercase without diacritics, so `Café` and `cafe` are the same term. */
export function normalize(text: string): string {
  // Most text is ASCII; Unicode normalization is the slow part of indexing.
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function partsOf(word: string, offset: number): (Span & {term: string})[] {
  const parts: (Span & {term: string})[] = [];
  for (const run of word.matchAll(PART)) {
    let start = offset + run.index;
    for (const piece of run[0].split(CAMEL_BOUNDARY)) {
      parts.push({start, end: start + piece.length, term: normalize(piece)});
      start += piece.length;
    }
  }
  return parts;
}

/** Every word of `text` in order, with offsets for highlighting. */
export function words(text: string): Word[] {
  const found: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    found.push({start, end: start + match[0].length, term: normalize(match[0]), parts: partsOf(match[0], start)});
  }
  return found;
}

const ASCII_WORD = /[A-Za-z0-9]+(?:['._\-/:@][A-Za-z0-9]+)*/g;
const MAY_HAVE_PARTS = /['’._\-/:@]|\p{Ll}\p{Lu}/u;
// A URL or host followed by a path: `https://apipie.ai/v1/models` is also found as `v1/models`.
const FIELD_PATH = /^[a-z][a-z0-9_-]*(?:\.[a-z][a-z0-9_-]*)+$/;
const URL_PATH = /^(?:[a-z][a-z0-9+.-]*:\/\/)?[^/\s]+\.[^/\s]+\/(.+)$/;

/**
 * The terms a text is indexed under: each word whole, plus its parts when it
 * is compound, plus the path of a URL (readers type `/v1/models`, pages write the whole URL). Same result as going
 * through `words`, without the offsets,
 * because indexing tokenizes every text of the site.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  const ascii = ASCII.test(text);
  for (const match of text.matchAll(ascii ? ASCII_WORD : WORD)) {
    const word = match[0];
    const term = ascii ? word.toLowerCase() : normalize(word);
    terms.push(term);
    if (MAY_HAVE_PARTS.test(word)) {
      const path = URL_PATH.exec(term)?.[1];
      if (path?.includes('/')) terms.push(path);
      // A field path (`usage.latency_ms`, `web_search_options.search_context_size`) is also found by
      // each compound field it names, as readers type them; `gpt-4.1` is a version, not a path.
      if (FIELD_PATH.test(term)) for (const field of term.split('.')) if (/[_-]/.test(field)) terms.push(field);
      const parts = partsOf(word, 0);
      if (parts.length > 1) for (const part of parts) terms.push(part.term);
    }
  }
  return terms;
}
