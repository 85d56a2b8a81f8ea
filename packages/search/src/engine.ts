import {isPairTerm, pairTerm, spellingVariants, STOP_WORDS, termKey} from './analysis';
import {
  decodeWeight,
  fileNames,
  holdsRecord,
  shardKey,
  splitShardKey,
  type DocChunk,
  type EncodedRecord,
  type IndexManifest,
  type IndexMeta,
  type RecordsHolding,
  type TermShard,
} from './indexFormat';
import {asksForBound, isLimitWord, queryIntent} from './intent';
import {isDocsTag} from './pageOutline';
import {typosAllowed, withoutPeriod, type QueryWord} from './query';
import {
  boundRanking,
  FIRST_SCREEN,
  GUIDE_YIELD,
  hitRanking,
  intentRanking,
  matchWeights,
  MAX_HITS_PER_PAGE,
  modalOrder,
  termRarity,
} from './ranking';
import {emptyHierarchy, LEVEL_WEIGHT, type DocSearchRecord, type Hierarchy, type RecordType} from './records';
import {typoDistance} from './typoDistance';

/** Where the engine reads its files: the manifest, and the files it names, parsed. */
export type IndexFiles = {manifest: IndexManifest; read: (name: string) => Promise<unknown>};

/** A record filter over the facets a page carries (Algolia's facetFilters on language, docusaurus_tag, version). */
export type FacetFilter = (facets: {language: string; docusaurus_tag: string; version: string | null}) => boolean;

export type EngineMatch = {
  record: DocSearchRecord;
  score: number;
  /**
   * When asked for (`withSection`): every record of the hit's section (same URL), for snippets taken
   * from around the hit; when the section has no text of its own (a heading whose text sits under its
   * subheadings), followed by the page's next sections up to the first text.
   */
  section?: DocSearchRecord[];
};

/**
 * The hits asked for, how many hits there are, and how many places the pages hold: the first page
 * (offset 0) leaves out the hits held back for the first screen even when it is not full, so its
 * places count as `length` when later pages have hits.
 */
export type EngineResult = {matches: EngineMatch[]; total: number; places: number};

/** A term a query word may meet, and how much such a meeting counts. */
type Candidate = {term: string; weight: number};
/** All groups must meet (a phrase, an identifier's parts); within a group the best candidate counts. */
type Alternative = {weight: number; groups: Candidate[][]};
/** One word, or one phrase a synonym names, of the query: meeting any alternative meets it. */
/** `limit`: the unit is one word that asks for a bound ("limit", "max"), which a bound section meets (boundRanking). */
type Unit = {alternatives: Alternative[]; words: number; limit: boolean};

/** Per section: its encoded weight for a term (indexFormat.ts, EncodedTerm). */
type Posting = Map<number, number>;
/** How well a section meets one unit of the query; whether its own heading does, and that heading's length in terms. */
type UnitScore = {score: number; named: boolean; headingTerms: number};
/** A section that meets some of the query's units; `titled` when its own heading holds every word of the query. */
type Hit = {section: number; count: number; score: number; titled: boolean};
/** Pages intentRanking weighs apart from the guides and reference: posts and legal pages. */
type PageKind = 'doc' | 'post' | 'legal';
/** What the engine keeps per section while ranking. */
type Met = {count: number; score: number; named: number; headingTerms: number};
/**
 * Index terms of the fetched shards: term to [section gaps, weights, records holding it] (EncodedTerm),
 * and for a synonym's copy (EncodedSynonymCopy) the count of sections holding the term.
 */
type Vocabulary = Map<string, [number[], number[], RecordsHolding[]?, number?]>;
/**
 * A synonym group whose `from` phrase starts at the query's key `start`, and its other phrases;
 * `home` is the phrase's first word, whose shard holds the copies of the other phrases' terms (the
 * query's own word there, unless a one-word synonym of it met the phrase: "photo" for "image").
 */
type MatchedSynonym = {start: number; length: number; home: string; to: string[][]};
/** A fetched shard: its terms, and the terms of synonyms' phrases copied into it. */
type Shard = {vocabulary: Vocabulary; copies: Vocabulary};

const MAX_EXPANSIONS = 40;

/** The starts of stop words, shorter than the whole word (`ho`, `doe`). */
const STOP_WORD_PREFIXES: ReadonlySet<string> = new Set(
  [...STOP_WORDS].flatMap((word) => Array.from({length: word.length - 1}, (_, n) => word.slice(0, n + 1))),
);

/** What a section's score is multiplied by when it meets `met` of the query's `units` (hitRanking.coverage). */
export function coverageFactor(met: number, units: number): number {
  return units > 0 ? Math.pow(met / units, hitRanking.coverage) : 1;
}

function swapFirstTwo(term: string): string {
  const chars = [...term];
  return chars.length > 1 ? chars[1]! + chars[0]! + chars.slice(2).join('') : term;
}

/** What a record shares with its page: from the doc chunk's header and the manifest's meta. */
type PageFields = {
  header: DocChunk['pages'][string];
  lvl0: string;
  facets: {language: string; docusaurus_tag: string; version: string | null};
};

function decodeRecord({header, lvl0, facets}: PageFields, siteUrl: string, encoded: EncodedRecord): DocSearchRecord {
  const [position, type, anchor, content, ...levels] = encoded;
  const [path, lvl1, keywords, pageRank] = header;
  const {language, docusaurus_tag: docusaurusTag, version} = facets;
  const hierarchy: Hierarchy = emptyHierarchy(lvl0, lvl1);
  levels.forEach((text, i) => {
    hierarchy[`lvl${i + 2}` as 'lvl2'] = text ?? null;
  });
  const pageUrl = new URL(path, siteUrl).toString();
  return {
    objectID: `${path}-${position}`,
    type: type as RecordType,
    url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor,
    content,
    hierarchy,
    language,
    docusaurus_tag: docusaurusTag,
    version,
    keywords: type === 'lvl1' ? keywords : [],
    weight: {pageRank, level: LEVEL_WEIGHT[type as RecordType], position},
  };
}

/**
 * Search over the split local index (indexFormat.ts). A query fetches the
 * term shards of its words, ranks sections by weight (BM25 per field, baked
 * in at build time, times each term's rarity) times the share of the words
 * they meet (Algolia's optional words, softened: see hitRanking.coverage),
 * and fetches the records of the hits asked for only. Question and stop
 * words need not match; words meet by stem, as the last word typed so far,
 * with typos, and through synonyms.
 */
export class SearchEngine {
  private readonly manifest: IndexManifest;
  private readonly meta: IndexMeta;
  private readonly read: IndexFiles['read'];
  private readonly shardNames: Set<string>;
  private readonly pageOfSection: Int32Array;
  private readonly firstSection: Int32Array;
  /** First record (counted over the whole index) of each section. */
  private readonly recordStarts: Int32Array;
  /** Per page, the page of its guide (an API operation page's, indexFormat.ts IndexMeta) or -1. */
  private readonly guideOfPage: Int32Array;
  /** Per page, what kind of page intentRanking weighs it as. */
  private readonly kindOfPage: PageKind[];
  /** The sections named by a bound's words, and their score for those words (IndexMeta.bounds). */
  private readonly boundScores = new Map<number, number>();
  private readonly shards = new Map<string, Promise<Shard>>();
  private readonly chunks = new Map<number, Promise<DocChunk>>();
  /** Words as written to their index terms, from the shards fetched so far. */
  private readonly aliases = new Map<string, string>();

  private constructor(files: IndexFiles, meta: IndexMeta) {
    this.manifest = files.manifest;
    this.read = files.read;
    this.meta = meta;
    this.shardNames = new Set(files.manifest.shards);
    this.pageOfSection = new Int32Array(files.manifest.sections);
    this.firstSection = new Int32Array(meta.pages.length);
    this.guideOfPage = Int32Array.from(meta.pages, (page) => page[5]);
    const starts = (lengths: readonly number[]) => {
      const list = new Int32Array(lengths.length);
      for (let n = 1; n < lengths.length; n++) list[n] = list[n - 1]! + lengths[n - 1]!;
      return list;
    };
    this.recordStarts = starts(meta.sections);
    this.kindOfPage = meta.pages.map(([, , tag, , , , legal]) =>
      !isDocsTag(meta.facets.docusaurus_tag[tag]!) ? 'post' : legal === 1 ? 'legal' : 'doc',
    );
    let bounded = 0;
    meta.bounds[0].forEach((gap, i) => {
      bounded += gap;
      this.boundScores.set(bounded, meta.bounds[1][i]! / 10);
    });
    let section = 0;
    meta.pages.forEach(([count], page) => {
      this.firstSection[page] = section;
      this.pageOfSection.fill(page, section, section + count);
      section += count;
    });
  }

  /** Opens an index from its manifest's meta (page facets and doc chunk bounds); terms and records come per query. */
  static async open(files: IndexFiles): Promise<SearchEngine> {
    const {meta} = files.manifest;
    if (!meta || !Array.isArray(meta.pages) || !Array.isArray(meta.sections) || !(meta.recordsPerChunk > 0))
      throw new Error('Search index: unreadable meta');
    return new SearchEngine(files, meta);
  }

  get pages(): number {
    return this.manifest.pages;
  }

  private shard(key: string): Promise<Shard> {
    let shard = this.shards.get(key);
    if (!shard) {
      shard = (async () => {
        const entries = (await this.read(fileNames.shard(key, this.manifest.hash))) as TermShard;
        const vocabulary: Vocabulary = new Map();
        const copies: Vocabulary = new Map();
        for (const entry of entries) {
          if (entry.length === 2) this.aliases.set(entry[0], entry[1]);
          else if (entry.length === 5) copies.set(entry[0], [entry[1], entry[2], entry[3], entry[4]]);
          else vocabulary.set(entry[0], [entry[1], entry[2], entry[3]]);
        }
        return {vocabulary, copies};
      })();
      shard.catch(() => this.shards.delete(key));
      this.shards.set(key, shard);
    }
    return shard;
  }

  private chunk(n: number): Promise<DocChunk> {
    let chunk = this.chunks.get(n);
    if (!chunk) {
      chunk = this.read(fileNames.chunk(n, this.manifest.hash)) as Promise<DocChunk>;
      chunk.catch(() => this.chunks.delete(n));
      this.chunks.set(n, chunk);
    }
    return chunk;
  }

  /**
   * The keys of the shards holding `term`: its two-character shard or, where that is split, its
   * three-character one; a `prefix` (the word being typed) of two characters needs every part.
   */
  private shardKeys(term: string, prefix: boolean): string[] {
    const key = shardKey(term);
    if (this.shardNames.has(key)) return [key];
    if ([...term].length > 2 || !prefix) return [splitShardKey(term)];
    return [...this.shardNames].filter((name) => name.length === key.length + 4 && name.startsWith(key));
  }

  /** The shards holding `terms` (and the terms that start like each of `prefixes`), merged. */
  private async vocabulary(
    terms: readonly string[],
    prefixes: ReadonlySet<string> = new Set(),
    shards: readonly string[] = [],
  ): Promise<Vocabulary> {
    const keys = new Set(
      [...terms.flatMap((term) => this.shardKeys(term, prefixes.has(term))), ...shards].filter((key) =>
        this.shardNames.has(key),
      ),
    );
    const merged: Vocabulary = new Map();
    for (const shard of await Promise.all([...keys].map((key) => this.shard(key)))) {
      for (const [term, list] of shard.vocabulary) merged.set(term, list);
    }
    return merged;
  }

  /** The shard holding `term` when it is a whole word (not a prefix), if the index has it. */
  private homeShard(term: string): string | undefined {
    const [key] = this.shardKeys(term, false);
    return key !== undefined && this.shardNames.has(key) ? key : undefined;
  }

  /**
   * The shards the synonyms of a query need: each matched phrase's first word's shard, which holds
   * the other phrases' terms or copies of them (indexBuilder.ts, addSynonymCopies).
   */
  private synonymShards(matchedGroups: readonly MatchedSynonym[]): string[] {
    return matchedGroups.flatMap((group) => {
      const home = this.homeShard(group.home);
      return home === undefined ? [] : [home];
    });
  }

  /**
   * `vocabulary` with the terms of the matched synonyms' phrases, each from its own entry when its
   * shard is in hand, else from its copy in the matched phrase's home shard.
   */
  private async withSynonyms(vocabulary: Vocabulary, matchedGroups: readonly MatchedSynonym[]): Promise<Vocabulary> {
    if (matchedGroups.length === 0) return vocabulary;
    const scoring: Vocabulary = new Map(vocabulary);
    for (const group of matchedGroups) {
      const home = this.homeShard(group.home);
      const shard = home === undefined ? undefined : await this.shard(home);
      for (const term of group.to.flat()) {
        if (scoring.has(term)) continue;
        const entry = shard?.vocabulary.get(term) ?? shard?.copies.get(term);
        if (entry) scoring.set(term, entry);
      }
    }
    return scoring;
  }

  /** The candidates a typed word meets: its stem exactly, as a prefix while typed, with typos. */
  private candidates(word: string, isLast: boolean, vocabulary: Vocabulary): Candidate[] {
    const key = termKey(word);
    const found = new Map<string, number>();
    const add = (term: string, weight: number) => found.set(term, Math.max(found.get(term) ?? 0, weight));
    for (const term of this.exactTerms(word, vocabulary)) add(term, 1);
    // The same word in the other spelling, American or British, is the word as typed.
    for (const variant of spellingVariants(word)) for (const term of this.exactTerms(variant, vocabulary)) add(term, 1);
    // A word the index holds as typed is no typo: its neighbours (`mode` for `model`) would only add noise.
    const typos = found.size > 0 ? 0 : typosAllowed(word);
    const stemTypos = Math.min(typos, typosAllowed(key));
    const expansions: Candidate[] = [];
    const forms = [
      ...vocabulary.keys(),
      ...[...this.aliases.keys()].filter((alias) => alias.startsWith(word.slice(0, 1))),
    ];
    for (const form of forms) {
      const term = this.aliases.get(form) ?? form;
      if (!vocabulary.has(term) || found.get(term) === 1 || isPairTerm(term)) continue;
      if (isLast && word.length >= 2 && form.startsWith(word)) {
        expansions.push({term, weight: matchWeights.prefix});
      } else if (
        typos > 0 &&
        (typoDistance(form, word, typos) <= typos || typoDistance(form, key, stemTypos) <= stemTypos)
      ) {
        expansions.push({term, weight: matchWeights.typo});
      }
    }
    // Most frequent first: a short prefix would otherwise expand to most of the vocabulary.
    expansions
      .sort((a, b) => vocabulary.get(b.term)![0].length - vocabulary.get(a.term)![0].length)
      .forEach(({term, weight}) => {
        if (found.size < MAX_EXPANSIONS || found.has(term)) add(term, weight);
      });
    return [...found].map(([term, weight]) => ({term, weight}));
  }

  /** The index terms that meet `word` exactly: its stem, the word as typed, the term it is written for. */
  private exactTerms(word: string, vocabulary: Vocabulary): string[] {
    const asWritten = this.aliases.get(word);
    return [termKey(word), word, ...(asWritten === undefined ? [] : [asWritten])].filter((term) =>
      vocabulary.has(term),
    );
  }

  /**
   * The shards of the query's terms; then, for a word the index does not hold as typed, the shard
   * of its first two letters swapped, where its typos may be (`candidates` allows typos only then,
   * and only for a word long enough to have any).
   * Where a word's shard is split, its typos are looked for among the words sharing its first three letters.
   */
  private async queryVocabulary(
    kept: readonly QueryWord[],
    terms: readonly string[],
    prefixes: ReadonlySet<string>,
    shards: readonly string[],
  ): Promise<Vocabulary> {
    const vocabulary = await this.vocabulary(terms, prefixes, shards);
    // A word too short for typos (typosAllowed) meets none there: its swapped shard is not fetched.
    const swapped = kept
      .filter((word) => typosAllowed(word.term) > 0 && this.exactTerms(word.term, vocabulary).length === 0)
      .map((word) => swapFirstTwo(word.term));
    if (swapped.length > 0) for (const [term, list] of await this.vocabulary(swapped)) vocabulary.set(term, list);
    return vocabulary;
  }

  /** The query's words that count: stop words left out unless nothing else is left. */
  private keptWords(words: readonly QueryWord[]): readonly QueryWord[] {
    const content = withoutPeriod(words, (term) => STOP_WORDS.has(term)).filter((word) => !STOP_WORDS.has(word.term));
    return content.length > 0 ? content : words;
  }

  /** The synonym groups whose `from` phrases the query's terms contain, by position. */
  private matchedSynonyms(keys: readonly string[]): MatchedSynonym[] {
    const matchedGroups: MatchedSynonym[] = [];
    // Each word of a phrase of several words is also met by the words a one-word synonym maps it to,
    // so "describe a photo" meets "describe image" when photo => image.
    const forms = keys.map((key) => this.oneWordSynonyms(key));
    for (let i = 0; i < keys.length; i++) {
      for (const group of this.manifest.synonyms) {
        for (const phrase of group.from) {
          const meets = (term: string, j: number) =>
            keys[i + j] === term || (phrase.length > 1 && forms[i + j] !== undefined && forms[i + j]!.has(term));
          if (phrase.length > 0 && phrase.every(meets)) {
            matchedGroups.push({
              start: i,
              length: phrase.length,
              home: phrase[0]!,
              to: group.to.filter((p) => p.join(' ') !== phrase.join(' ')),
            });
          }
        }
      }
    }
    return matchedGroups;
  }

  /** The one-word phrases that the synonym groups holding `key` as a one-word phrase map it to. */
  private oneWordSynonyms(key: string): Set<string> {
    const found = new Set<string>();
    for (const group of this.manifest.synonyms) {
      if (!group.from.some((phrase) => phrase.length === 1 && phrase[0] === key)) continue;
      for (const phrase of group.to) if (phrase.length === 1 && phrase[0] !== key) found.add(phrase[0]!);
    }
    return found;
  }

  /** The terms whose shards a query needs: its words, their parts and pairs (synonymShards adds its synonyms'). */
  private shardTerms(
    kept: readonly QueryWord[],
    keys: readonly string[],
  ): {terms: string[]; pairs: string[]; prefixes: Set<string>} {
    // The query's neighbouring words, as the index pairs them in names (stop words between left out).
    const pairs = keys.slice(1).map((key, i) => pairTerm(keys[i]!, key));
    const terms = [...kept.flatMap((word) => [word.term, ...word.parts]), ...pairs];
    // The word being typed meets the terms it starts: it and its last part.
    const last = kept.filter((word) => word.isLast);
    const prefixes = new Set(last.flatMap((word) => [word.term, ...word.parts.slice(-1)]));
    return {terms, pairs, prefixes};
  }

  /**
   * Fetches the term shards `words` need, and no records: called as each key is typed, so that
   * the search of the query the reader settles on finds its shards in hand.
   */
  async warm(words: readonly QueryWord[]): Promise<void> {
    // A word of one letter is the start of a longer one: its shard is rarely the one the query needs.
    // Stop words are left out even when nothing else is typed yet: the words that follow count.
    // The word being typed that may still become a stop word (`ho` of `how`) waits for its next key.
    const kept = withoutPeriod(words, (term) => STOP_WORDS.has(term)).filter(
      (word) =>
        !STOP_WORDS.has(word.term) && [...word.term].length > 1 && !(word.isLast && STOP_WORD_PREFIXES.has(word.term)),
    );
    if (kept.length === 0) return;
    const keys = kept.map((word) => termKey(word.term));
    const {terms, prefixes} = this.shardTerms(kept, keys);
    // Two letters of a split shard's word typed so far would need all its parts: the third letter names one.
    const needed = terms.filter((term) => !prefixes.has(term) || this.shardKeys(term, true).length <= 1);
    await this.vocabulary(needed, prefixes, this.synonymShards(this.matchedSynonyms(keys)));
  }

  /** The query's units: words (stop words left out unless nothing else is left) and synonym phrases. */
  private async units(words: readonly QueryWord[]): Promise<{units: Unit[]; pairs: string[]; vocabulary: Vocabulary}> {
    const kept = this.keptWords(words);
    const keys = kept.map((word) => termKey(word.term));

    const matchedGroups = this.matchedSynonyms(keys);
    const {terms, pairs, prefixes} = this.shardTerms(kept, keys);
    const vocabulary = await this.queryVocabulary(kept, terms, prefixes, this.synonymShards(matchedGroups));
    // Synonyms' terms score, but are no word's candidates: those come from the words' own shards.
    const scoring = await this.withSynonyms(vocabulary, matchedGroups);

    const wordAlternatives = (word: QueryWord): Alternative[] => {
      const alternatives: Alternative[] = [{weight: 1, groups: [this.candidates(word.term, word.isLast, vocabulary)]}];
      // An identifier typed whole (`latency_ms`) also meets its parts written apart, at matchWeights.parts.
      const parts = word.parts.filter((part) => !STOP_WORDS.has(part));
      if (parts.length > 1) {
        alternatives.push({
          weight: matchWeights.parts,
          groups: parts.map((part, i) => this.candidates(part, word.isLast && i === parts.length - 1, vocabulary)),
        });
      }
      return alternatives.filter((alternative) => alternative.groups.every((group) => group.length > 0));
    };

    const units: Unit[] = [];
    for (let i = 0; i < kept.length; i++) {
      const group = matchedGroups.filter((g) => g.start === i).sort((a, b) => b.length - a.length)[0];
      if (group) {
        const covered = kept.slice(i, i + group.length);
        const own: Alternative = {
          weight: 1,
          groups: covered.map((word) => this.candidates(word.term, word.isLast, vocabulary)),
        };
        const alternatives = [
          ...(covered.length === 1 ? wordAlternatives(covered[0]!) : [own]),
          ...group.to.map((phrase) => ({
            weight: matchWeights.synonym,
            groups: phrase.map((term) => (scoring.has(term) ? [{term, weight: 1}] : [])),
          })),
        ].filter((alternative) => alternative.groups.every((g) => g.length > 0));
        units.push({alternatives, words: group.length, limit: group.length === 1 && isLimitWord(kept[i]!.text)});
        i += group.length - 1;
      } else {
        units.push({alternatives: wordAlternatives(kept[i]!), words: 1, limit: isLimitWord(kept[i]!.text)});
      }
    }
    return {units, pairs, vocabulary: scoring};
  }

  private posting(term: string, vocabulary: Vocabulary): Posting {
    const [gaps, weights] = vocabulary.get(term) ?? [[], []];
    const posting: Posting = new Map();
    let id = 0;
    gaps.forEach((gap, i) => {
      id += gap;
      posting.set(id, weights[i]!);
    });
    return posting;
  }

  private idf(term: string, vocabulary: Vocabulary): number {
    const entry = vocabulary.get(term);
    const df = entry?.[3] ?? entry?.[0].length ?? 0;
    return termRarity(df, this.manifest.sections);
  }

  /** Per section, how well it meets one unit (absent when it does not). */
  private unitScores(unit: Unit, vocabulary: Vocabulary): Map<number, UnitScore> {
    const best = new Map<number, UnitScore>();
    for (const alternative of unit.alternatives) {
      const groupScores = alternative.groups.map((group) => {
        const scores = new Map<number, UnitScore>();
        // A longer term the word starts, or one a typo away, never counts more than the word as typed:
        // a rare `gpt-4o-realtime` would otherwise outrank the common `gpt-4o` a reader asked for.
        const exact = group.filter((candidate) => candidate.weight === 1).map((c) => this.idf(c.term, vocabulary));
        const ceiling = exact.length > 0 ? Math.max(...exact) : Infinity;
        for (const candidate of group) {
          const idf = this.idf(candidate.term, vocabulary);
          const factor = candidate.weight * (candidate.weight < 1 ? Math.min(idf, ceiling) : idf);
          for (const [section, encoded] of this.posting(candidate.term, vocabulary)) {
            const {tenths, named, headingTerms} = decodeWeight(encoded);
            const score = (factor * tenths) / 10;
            if (score > (scores.get(section)?.score ?? 0)) scores.set(section, {score, named, headingTerms});
          }
        }
        return scores;
      });
      // By the sections each group's terms hold: a synonym's copy holds fewer, but counts as its whole term.
      const sizes = new Map(
        groupScores.map((scores, i) => {
          const group = alternative.groups[i]!;
          return [scores, group.length === 1 ? (vocabulary.get(group[0]!.term)?.[3] ?? scores.size) : scores.size];
        }),
      );
      groupScores.sort((a, b) => sizes.get(a)! - sizes.get(b)!);
      const [smallest, ...others] = groupScores;
      if (!smallest) continue;
      for (const [section, first] of smallest) {
        let total = first.score;
        let named = first.named;
        let all = true;
        for (const other of others) {
          const value = other.get(section);
          if (value === undefined) {
            all = false;
            break;
          }
          total += value.score;
          named &&= value.named;
        }
        if (!all) continue;
        const score = (alternative.weight * total) / alternative.groups.length;
        if (score > (best.get(section)?.score ?? 0))
          best.set(section, {score, named, headingTerms: first.headingTerms});
      }
    }
    return best;
  }

  private facetsOf(page: number) {
    const [, language, tag, version] = this.meta.pages[page]!;
    return {
      language: this.meta.facets.language[language]!,
      docusaurus_tag: this.meta.facets.docusaurus_tag[tag]!,
      version: this.meta.facets.version[version] ?? null,
    };
  }

  /**
   * Ranked hits, one per URL: by score, which falls steeply with each of the
   * query's words a section misses; a page's own hit above its other sections; no
   * page more than two places in a row. Records are fetched for
   * `offset`..`offset + length` only.
   */
  async search(
    words: readonly QueryWord[],
    {
      filter,
      offset = 0,
      length = 20,
      perGroup,
      withSection = false,
    }: {
      filter?: FacetFilter;
      offset?: number;
      length?: number;
      /** Hits of one lvl0 group kept in the window, as the modal shows at most so many a group. */
      perGroup?: number;
      /** Each match's whole section too (EngineMatch.section), for snippets from around the hit. */
      withSection?: boolean;
    } = {},
  ): Promise<EngineResult> {
    if (words.length === 0) return {matches: [], total: 0, places: 0};
    const {units, pairs, vocabulary} = await this.units(words);
    // Per section: units met, score, the query's words its
    // heading holds (named) and that heading's length in words.
    const met = new Map<number, Met>();
    const queryWords = units.reduce((sum, unit) => sum + unit.words, 0);
    // Per unit asking for a bound, the sections that meet it as typed.
    const limitMet: Set<number>[] = [];
    for (const unit of units) {
      const scores = this.unitScores(unit, vocabulary);
      if (unit.limit) limitMet.push(new Set(scores.keys()));
      for (const [section, {score, named, headingTerms}] of scores) {
        const entry = met.get(section) ?? {count: 0, score: 0, named: 0, headingTerms: 0};
        entry.count++;
        entry.score += score;
        if (named) {
          entry.named += unit.words;
          entry.headingTerms = Math.max(entry.headingTerms, headingTerms);
        }
        met.set(section, entry);
      }
    }
    // Between sections that score the same, one whose name holds the query's words next to each other
    // in the order typed ("closing your account", not "account closes") comes first.
    const phrase = new Map<number, number>();
    for (const pair of pairs)
      for (const section of this.posting(pair, vocabulary).keys()) phrase.set(section, (phrase.get(section) ?? 0) + 1);
    // A section whose own heading says what the query asks is about it, not just mentioning it.
    for (const entry of met.values()) {
      if (entry.named === 0) continue;
      const coverage = entry.named / queryWords;
      const agreement = Math.min(1, (2 * entry.named) / (queryWords + entry.headingTerms));
      entry.score *= (1 + hitRanking.headingCoverage * coverage) * (1 + hitRanking.headingMatch * agreement);
    }
    // A query that names the API surface or asks how to do something is answered by the docs more
    // than by a post that mentions the same words, or by the legal terms that restate them (intent.ts).
    const intent = queryIntent(words);
    for (const [section, entry] of met) {
      const kind = this.kindOfPage[this.pageOfSection[section]!]!;
      if (kind !== 'doc') entry.score *= intentRanking[kind][intent];
    }
    const allowed = new Map<number, boolean>();
    const passes = (section: number) => {
      if (!filter) return true;
      const page = this.pageOfSection[section]!;
      let ok = allowed.get(page);
      if (ok === undefined) allowed.set(page, (ok = filter(this.facetsOf(page))));
      return ok;
    };
    if (intentRanking.operationYieldsToGuide[intent]) this.yieldToGuides(met, passes);
    // A section meeting fewer of the query's words ranks lower, but need not rank below every section
    // that meets more: a strong match of the words that matter beats a weak one that adds a filler word.
    if (asksForBound(words)) this.favourBoundSections(met, limitMet);
    for (const entry of met.values()) entry.score *= coverageFactor(entry.count, units.length);
    const ranked = [...met]
      .filter(([section]) => passes(section))
      .sort(([a, x], [b, y]) => y.score - x.score || (phrase.get(b) ?? 0) - (phrase.get(a) ?? 0) || a - b);
    const {shown, held} = this.firstScreenShowsBest(
      this.arrange(
        ranked.map(([section, {count, score, named}]) => ({section, count, score, titled: named >= queryWords})),
      ),
      length,
    );
    // The first page never holds a held-back hit (the modal would show it in its group again); later pages do.
    const firstPage = shown.slice(0, length);
    const later = [...shown.slice(length), ...held];
    const places = later.length > 0 ? length + later.length : firstPage.length;
    const at = (place: number) => (place < length ? firstPage[place] : later[place - length]);
    const window: Hit[] = [];
    for (let place = offset; place < Math.min(offset + length, places); place++) {
      const hit = at(place);
      if (hit) window.push(hit);
    }
    const kept = perGroup === undefined ? window : this.firstOfEachGroup(window, perGroup);
    const matches = await Promise.all(
      kept.map((hit) => this.materialize(hit.section, hit.score, units, vocabulary, withSection)),
    );
    return {matches, total: shown.length + held.length, places};
  }

  /**
   * On a question after a bound, the sections the query meets whose own heading names limits,
   * parameters or fields gain by those words (boundRanking), as by a word of the query that is
   * not one the section must meet. A word of the query that asks for the bound ("limit", "max")
   * is met by such a section: its parameter's row states the bound ("response length limit" asks
   * for `max_tokens`, whose row says "Cap on answer length").
   */
  private favourBoundSections(met: Map<number, Met>, limitMet: readonly ReadonlySet<number>[]): void {
    for (const [section, entry] of met) {
      const score = this.boundScores.get(section);
      if (score === undefined) continue;
      entry.score += boundRanking.weight * score;
      for (const sections of limitMet) if (!sections.has(section)) entry.count++;
    }
  }

  /**
   * An API operation page's hits rank below the best hit of its own guide (the page its operation's
   * externalDocs names) when that hit meets as many of the query's words: a reader's words for a
   * feature ("speech to text", "web search") ask for the guide that explains it and links the
   * operation. Only those two pages' hits move, and only on the intents that ask for a guide
   * (intentRanking.operationYieldsToGuide): "post /v1/audio/speech" and the task "transcribe an
   * audio file" still find the operation first.
   */
  private yieldToGuides(met: Map<number, Met>, passes: (section: number) => boolean): void {
    const best = new Map<number, Met>();
    const operationSections = new Map<number, number[]>();
    for (const [section, entry] of met) {
      if (!passes(section)) continue;
      const page = this.pageOfSection[section]!;
      if (this.guideOfPage[page] !== -1) {
        const sections = operationSections.get(page);
        if (sections) sections.push(section);
        else operationSections.set(page, [section]);
      }
      const current = best.get(page);
      if (!current || entry.count > current.count || (entry.count === current.count && entry.score > current.score))
        best.set(page, entry);
    }
    for (const [page, sections] of operationSections) {
      const guide = best.get(this.guideOfPage[page]!);
      if (!guide) continue;
      // The page's hits that would rank level with or above the guide's best move just below it, in their order.
      const level = sections.filter((section) => met.get(section)!.count === guide.count);
      const top = Math.max(0, ...level.map((section) => met.get(section)!.score));
      if (top < guide.score) continue;
      const factor = (guide.score * GUIDE_YIELD) / top;
      for (const section of level) met.get(section)!.score *= factor;
    }
  }

  /**
   * A page's own hit (its title and introduction) is left out when one of the page's sections
   * ranks above it. Unless its title names the whole query ("privacy policy"), it gives its place to
   * the page's best section when that section meets as many of the query's words: the section says
   * where on the page the answer is, and its hit names the page. Otherwise it ranks above its
   * sections. Then no page takes more than MAX_HITS_PER_PAGE places before every other page has had
   * its turn.
   */
  private arrange(hits: readonly Hit[]): Hit[] {
    const bestSection = new Map<number, Hit>();
    for (const hit of hits) {
      const page = this.pageOfSection[hit.section]!;
      if (this.firstSection[page] !== hit.section && !bestSection.has(page)) bestSection.set(page, hit);
    }
    const pagesWithSection = new Set<number>();
    const moved = new Set<Hit>();
    const kept: Hit[] = [];
    for (const hit of hits) {
      if (moved.has(hit)) continue;
      const page = this.pageOfSection[hit.section]!;
      if (this.firstSection[page] !== hit.section) pagesWithSection.add(page);
      else if (pagesWithSection.has(page)) continue;
      else {
        const section = bestSection.get(page);
        if (section && !hit.titled && section.count >= hit.count) {
          moved.add(section);
          pagesWithSection.add(page);
          kept.push(section);
          continue;
        }
      }
      kept.push(hit);
    }
    const seen = new Map<number, number>();
    const first: Hit[] = [];
    const later: Hit[] = [];
    for (const hit of kept) {
      const page = this.pageOfSection[hit.section]!;
      const count = (seen.get(page) ?? 0) + 1;
      seen.set(page, count);
      (count <= MAX_HITS_PER_PAGE ? first : later).push(hit);
    }
    return [...first, ...later];
  }

  /**
   * The modal groups hits by lvl0 (modalOrder), so a group's weaker hits would show above a better
   * hit of a later group and could push it off the first screen, and a page's third hit could join
   * its first two there. Such hits move to the end of the list until the first screen holds the
   * FIRST_SCREEN best hits and no page more than MAX_HITS_PER_PAGE times. (A query with fewer hits
   * than the modal asks for gets them all, in their groups.)
   */
  private firstScreenShowsBest(hits: readonly Hit[], pageLength: number): {shown: Hit[]; held: Hit[]} {
    const groupOf = (hit: Hit) => this.meta.pages[this.pageOfSection[hit.section]!]![4];
    const best = new Set(hits.slice(0, FIRST_SCREEN));
    const moved = new Set<Hit>();
    for (;;) {
      // The first page as the modal gets it: the first pageLength hits not held back.
      const firstPage: Hit[] = [];
      for (const hit of hits) {
        if (firstPage.length === pageLength) break;
        if (!moved.has(hit)) firstPage.push(hit);
      }
      const screen = modalOrder(firstPage, groupOf).slice(0, FIRST_SCREEN);
      const perPage = new Map<number, number>();
      const extra = screen.find((hit) => {
        const page = this.pageOfSection[hit.section]!;
        perPage.set(page, (perPage.get(page) ?? 0) + 1);
        return perPage.get(page)! > MAX_HITS_PER_PAGE;
      });
      const missing = [...best].some((hit) => !screen.includes(hit));
      const weaker = extra ?? (missing ? screen.filter((hit) => !best.has(hit)).pop() : undefined);
      if (!weaker) break;
      moved.add(weaker);
    }
    return {shown: hits.filter((hit) => !moved.has(hit)), held: hits.filter((hit) => moved.has(hit))};
  }

  /**
   * The first `perGroup` hits of each lvl0 group, in order: what DocSearch's modal shows of a page of
   * hits (its maxResultsPerGroup), so the records of the hits it would drop are never fetched.
   */
  private firstOfEachGroup(hits: readonly Hit[], perGroup: number): Hit[] {
    const counts = new Map<number, number>();
    return hits.filter((hit) => {
      const group = this.meta.pages[this.pageOfSection[hit.section]!]![4];
      const count = (counts.get(group) ?? 0) + 1;
      counts.set(group, count);
      return count <= perGroup;
    });
  }

  /** A record by its number over the whole index, from its doc chunk. */
  private async recordAt(record: number): Promise<DocSearchRecord> {
    const n = Math.floor(record / this.meta.recordsPerChunk);
    const chunk = await this.chunk(n);
    const [page, encoded] = chunk.records[record - n * this.meta.recordsPerChunk]!;
    const fields: PageFields = {
      header: chunk.pages[page]!,
      lvl0: this.meta.groups[this.meta.pages[page]![4]]!,
      facets: this.facetsOf(page),
    };
    return decodeRecord(fields, this.manifest.siteUrl, encoded);
  }

  private sectionRecords(section: number): Promise<DocSearchRecord[]> {
    const first = this.recordStarts[section]!;
    return Promise.all(Array.from({length: this.meta.sections[section]!}, (_, i) => this.recordAt(first + i)));
  }

  /**
   * The record of the section to show: the one that holds the most of the query's units, headings
   * first; known from the postings (which records hold each term), so only its doc chunk is fetched.
   */
  private bestRecord(section: number, units: readonly Unit[], vocabulary: Vocabulary): number {
    const holders = new Map<string, RecordsHolding | undefined>();
    const holding = (term: string) => {
      if (!holders.has(term)) {
        const [gaps, , records] = vocabulary.get(term) ?? [[], []];
        let id = 0;
        let found: RecordsHolding | undefined;
        for (let i = 0; i < gaps.length && id <= section; i++) {
          id += gaps[i]!;
          if (id === section) found = records?.[i];
        }
        holders.set(term, found);
      }
      return holders.get(term);
    };
    let best = 0;
    let bestCount = 0;
    const length = this.meta.sections[section]!;
    for (let record = 0; record < length; record++) {
      const count = units.filter((unit) =>
        unit.alternatives.some((alternative) =>
          alternative.groups.every((group) => group.some((c) => holdsRecord(holding(c.term), record, length))),
        ),
      ).length;
      if (count > bestCount) {
        best = record;
        bestCount = count;
      }
    }
    return best;
  }

  /** The record to show of a section and, when asked for, its records and those of the text after it. */
  private async materialize(
    section: number,
    score: number,
    units: readonly Unit[],
    vocabulary: Vocabulary,
    withSection: boolean,
  ): Promise<EngineMatch> {
    const best = this.bestRecord(section, units, vocabulary);
    if (!withSection) return {record: await this.recordAt(this.recordStarts[section]! + best), score};
    const records = await this.sectionRecords(section);
    const around = [...records];
    const page = this.pageOfSection[section];
    for (
      let next = section + 1;
      !around.some((record) => record.content) && this.pageOfSection[next] === page;
      next++
    ) {
      around.push(...(await this.sectionRecords(next)));
    }
    return {record: records[best]!, score, section: around};
  }
}
