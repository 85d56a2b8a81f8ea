import MiniSearch, {type Query} from 'minisearch';
import {indexTerms} from './tokenize';
import {pluralForms, typosAllowed, type QueryWord} from './query';
import {swaps} from './typoDistance';
import {LEVELS, type DocSearchRecord, type RecordType} from './records';

/** How much each part of a record counts. Titles and headings outrank body text. */
export type Ranking = {
  /** Per searchable field: the record's own heading, the headings above it, its text, its URL slug. */
  fieldBoost: {title: number; path: number; content: number; keywords: number};
  /** Per record type, multiplied into every term's score. */
  typeBoost: Record<RecordType, number>;
  /** Score factor for a typo match, a prefix match and a match of the other number (limit, limits), relative to an exact one. */
  weights: {fuzzy: number; prefix: number; plural: number};
  /** Score factor per point of the record's page rank (docs 1, posts 0): 0.5 makes docs count 1.5 times. */
  pageRankBoost: number;
};

export const defaultRanking: Ranking = {
  fieldBoost: {title: 4, path: 0.6, content: 1, keywords: 3},
  typeBoost: {lvl1: 1.8, lvl2: 1.6, lvl3: 1.4, lvl4: 1.25, lvl5: 1.15, lvl6: 1.1, content: 1},
  weights: {fuzzy: 0.4, prefix: 0.5, plural: 0.3},
  pageRankBoost: 0.5,
};

type Field = keyof Ranking['fieldBoost'];
const FIELDS: Field[] = ['title', 'path', 'content', 'keywords'];

/** The text of one searchable field of a record. */
export function fieldText(record: DocSearchRecord, field: Field): string {
  switch (field) {
    case 'title':
      return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
    case 'path': {
      const own = record.type === 'content' ? LEVELS.length : LEVELS.indexOf(record.type);
      return LEVELS.slice(0, own)
        .map((level) => record.hierarchy[level])
        .filter(Boolean)
        .join(' ');
    }
    case 'content':
      return record.content ?? '';
    case 'keywords':
      return record.keywords.join(' ');
  }
}

export type EngineMatch = {
  record: DocSearchRecord;
  score: number;
  /** Indexed terms that matched, for highlighting. */
  terms: Set<string>;
};

/** Field boosts scaled for a looser kind of match. */
function scaledBoost(ranking: Ranking, factor: number): Record<string, number> {
  return Object.fromEntries(Object.entries(ranking.fieldBoost).map(([field, boost]) => [field, boost * factor]));
}

/**
 * One typed term: exact or in its other number, as a prefix when it is being
 * typed, with typos. MiniSearch's typo matching is Levenshtein, where a swap
 * of neighbours costs two edits; the swapped spellings are added, weighted
 * like a typo match, so `memroy` finds `memory` as Algolia would.
 */
function leaf(term: string, prefix: boolean, ranking: Ranking, withPlurals = true): Query {
  const typos = typosAllowed(term);
  const queries: Query[] = [];
  if (prefix && term.length === 1) {
    // A lone first character would expand to most of the vocabulary: it completes headings only.
    queries.push({queries: [term]}, {queries: [term], prefix: true, fields: ['title', 'keywords']});
  } else {
    queries.push({queries: [term], prefix, fuzzy: typos});
  }
  const plurals = withPlurals ? pluralForms(term) : [];
  if (plurals.length > 0) queries.push({queries: plurals, boost: scaledBoost(ranking, ranking.weights.plural)});
  if (typos > 0) queries.push({queries: swaps(term), boost: scaledBoost(ranking, ranking.weights.fuzzy)});
  return queries.length === 1 ? queries[0]! : {combineWith: 'OR', queries};
}

/** All words must match; a compound word matches whole or by all of its parts. */
function buildQuery(words: readonly QueryWord[], combineWith: 'AND' | 'OR', ranking: Ranking): Query {
  return {
    combineWith,
    queries: words.map((word) =>
      word.parts.length === 0
        ? leaf(word.term, word.isLast, ranking)
        : {
            combineWith: 'OR',
            queries: [
              leaf(word.term, word.isLast, ranking),
              {
                combineWith: 'AND',
                // Parts of an identifier such as `tools_model` are matched as written.
                queries: word.parts.map((part, i) =>
                  leaf(part, word.isLast && i === word.parts.length - 1, ranking, false),
                ),
              },
            ],
          },
    ),
  };
}

/**
 * Full-text search over DocSearch records with MiniSearch: BM25 per field,
 * typo and prefix matching, and one hit per URL (Algolia's `distinct` on url).
 */
export class SearchEngine {
  readonly records: readonly DocSearchRecord[];
  private readonly index: MiniSearch<{id: number}>;
  private readonly ranking: Ranking;

  constructor(records: readonly DocSearchRecord[], ranking: Ranking = defaultRanking) {
    this.records = records;
    this.ranking = ranking;
    // Every record under a heading repeats its path; tokenize each distinct path once.
    const pathTerms = new Map<string, string[]>();
    this.index = new MiniSearch<{id: number}>({
      fields: FIELDS,
      extractField: (doc, field) => (field === 'id' ? String(doc.id) : fieldText(records[doc.id]!, field as Field)),
      tokenize: (text, field) => {
        if (field !== 'path') return indexTerms(text);
        let terms = pathTerms.get(text);
        if (!terms) pathTerms.set(text, (terms = indexTerms(text)));
        return terms;
      },
      processTerm: (term) => term,
      searchOptions: {
        tokenize: (text) => [text],
        processTerm: (term) => term,
        boost: ranking.fieldBoost,
        weights: ranking.weights,
        boostDocument: (id: number) => {
          const record = records[id]!;
          return ranking.typeBoost[record.type] * (1 + ranking.pageRankBoost * record.weight.pageRank);
        },
      },
    });
    this.index.addAll(records.map((_, id) => ({id})));
  }

  /** Ranked matches, best first. Falls back to any-word matching when no record has every word. */
  search(words: readonly QueryWord[], filter: (record: DocSearchRecord) => boolean = () => true): EngineMatch[] {
    if (words.length === 0) {
      return this.distinct(this.records.filter(filter).map((record) => ({record, score: 0, terms: new Set()})));
    }
    const run = (combineWith: 'AND' | 'OR') =>
      this.index.search(buildQuery(words, combineWith, this.ranking), {
        filter: (result) => filter(this.records[result.id]!),
      });
    let results = run('AND');
    if (results.length === 0 && words.length > 1) results = run('OR');
    return this.distinct(
      results.map((result) => ({record: this.records[result.id]!, score: result.score, terms: new Set(result.terms)})),
    );
  }

  private distinct(matches: EngineMatch[]): EngineMatch[] {
    const seen = new Set<string>();
    return matches.filter(({record}) => {
      if (seen.has(record.url)) return false;
      seen.add(record.url);
      return true;
    });
  }
}
