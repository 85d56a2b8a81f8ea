import type {SynonymTable} from './synonyms';

/**
 * The local index on disk, split so a search fetches only what it needs:
 *
 * - `manifest.json`: revalidated on every visit; names the build's files by one content hash, and
 *   holds the meta: per page its number of sections and facets, per section its number of records,
 *   and how many records a doc chunk holds.
 * - `t-<key>.<hash>.json`: a term shard, the terms starting with the same two characters (key: their
 *   code points in hex) with, per term, the sections holding it and a weight per section. A shard
 *   larger than SHARD_SPLIT_BYTES is written as shards of the terms starting with the same three
 *   characters instead (a two-character term's key ends in `0000`): a word typed names one of them. A term
 *   holding a space is a pair of neighbouring words in a section's name (analysis.ts, termPairs),
 *   in the shard of its first word, with weight 1: the engine reads only which sections hold it.
 * - `d-<n>.<hash>.json`: a doc chunk, a run of records, fetched for the hits shown: a term's postings
 *   say which of a section's records hold it, so a hit fetches the chunk of the one record it shows,
 *   not its whole section.
 * - `outlines.<hash>.json`: every page outline, for Node readers (`npm run search:push`, the MCP
 *   server's page list, tests); never fetched by a browser.
 *
 * A section is the records sharing one URL (a heading and its text, or a page title and its
 * introduction): the unit Algolia's `distinct` on url returns once.
 */
export const INDEX_FORMAT = 10;

export type IndexManifest = {
  format: typeof INDEX_FORMAT;
  /** Content hash shared by every file of this index (all change together). */
  hash: string;
  siteUrl: string;
  pages: number;
  records: number;
  sections: number;
  /** Keys of the term shards that exist. */
  shards: string[];
  synonyms: SynonymTable;
  /** What the engine opens with: every page's and section's shape (no request of its own). */
  meta: IndexMeta;
};

export type IndexMeta = {
  /**
   * Per page, in order: [sections, language, docusaurus_tag, version, group, guide, legal], facets as
   * indexes into `facets`, group (the page's lvl0, under which the modal groups its hits) as an index
   * into `groups`, guide the index of the page's guide (an API operation page's, PageOutline.guide)
   * or -1, legal 1 on a legal page (PageOutline.legal), else 0.
   */
  pages: [number, number, number, number, number, number, 0 | 1][];
  facets: {language: string[]; docusaurus_tag: string[]; version: (string | null)[]};
  groups: string[];
  /** Records in each section, in order. */
  sections: number[];
  /** Records in each doc chunk (the last may hold fewer), counted over the whole index in order. */
  recordsPerChunk: number;
  /**
   * The sections named by a word of boundRanking.terms (ranking.ts: "Request parameters", "Limits"),
   * as gaps from the previous one, and per section its weight for the best such word times that
   * word's rarity (termRarity), in tenths: a question after a bound reads them here, not from the
   * words' shards.
   */
  bounds: [gaps: number[], tenths: number[]];
};

/**
 * Which of a section's records (their order in the section, from 0) hold a term in the text a hit
 * shows (a heading with its page's keywords, or a body text). In a section of at most
 * BITMASK_RECORDS records, a bit per record (record n is bit n); in a longer one, the record's number,
 * or a list of them.
 */
export type RecordsHolding = number | number[];

export const BITMASK_RECORDS = 6;

export function encodeRecordsHolding(holding: readonly number[], sectionRecords: number): RecordsHolding {
  if (sectionRecords <= BITMASK_RECORDS) return holding.reduce((bits, record) => bits | (1 << record), 0);
  return holding.length === 1 ? holding[0]! : [...holding];
}

/**
 * One term: [term, section ids as gaps from the previous one, weights, records]. A weight is the
 * section's weight for the term in tenths; a negative one marks a section named by the term (the
 * term is in its own heading or page slug) and also says how many terms its heading has
 * (encodeNamingWeight). Records say, per section, which of its records hold the term; a pair of
 * words (analysis.ts, termPairs) has none.
 */
export type EncodedTerm =
  | [term: string, gaps: number[], weights: number[], records: RecordsHolding[]]
  | [term: string, gaps: number[], weights: number[]];

export function holdsRecord(holding: RecordsHolding | undefined, record: number, sectionRecords: number): boolean {
  if (holding === undefined) return false;
  if (Array.isArray(holding)) return holding.includes(record);
  return sectionRecords <= BITMASK_RECORDS ? ((holding >> record) & 1) === 1 : holding === record;
}

/** Headings of more terms than this count as this long when the engine compares them with a query. */
export const HEADING_TERMS_CAP = 8;

/** A naming posting's weight: negative, the tenths times 8 plus the heading's number of terms (1 to 8) less one. */
export function encodeNamingWeight(tenths: number, headingTerms: number): number {
  return -(tenths * HEADING_TERMS_CAP + Math.min(HEADING_TERMS_CAP, Math.max(1, headingTerms)) - 1);
}

export type PostingWeight = {tenths: number; named: boolean; headingTerms: number};

export function decodeWeight(weight: number): PostingWeight {
  if (weight >= 0) return {tenths: weight, named: false, headingTerms: 0};
  return {
    tenths: Math.floor(-weight / HEADING_TERMS_CAP),
    named: true,
    headingTerms: (-weight % HEADING_TERMS_CAP) + 1,
  };
}
/**
 * A word as written whose index term differs (`streaming` for `stream`), so typos and prefixes meet it: [word, term].
 */
export type EncodedAlias = [word: string, term: string];
/**
 * A term of a synonym's phrase, copied into the shard of the first word of the group's other
 * phrases (a query naming one searches the others): [term, gaps, weights, records, sections], the
 * postings of the sections holding the whole phrase only, and the count of sections holding the
 * term (its rarity, as its own entry's length says).
 */
export type EncodedSynonymCopy = [
  term: string,
  gaps: number[],
  weights: number[],
  records: RecordsHolding[],
  sections: number,
];
export type TermShard = (EncodedTerm | EncodedAlias | EncodedSynonymCopy)[];

/**
 * A page's fields shared by its records that the meta does not hold (its group and facets):
 * [path, lvl1, keywords, page rank (pageOutline.ts, pageRankOf)]; the keywords only in a doc chunk
 * holding the page's own record (lvl1), the one record whose hit shows them.
 */
export type EncodedPageHeader = [string, string, string[], number];
/** A record: [position, type, anchor, content, lvl2..lvl6 (trailing empties left out)]. */
export type EncodedRecord = [number, string, string | null, string | null, ...(string | null)[]];
/** A run of records, each with its page (an index into the meta's pages, a key of `pages`). */
export type DocChunk = {pages: Record<string, EncodedPageHeader>; records: [page: number, record: EncodedRecord][]};

export const MANIFEST_FORMAT_ERROR = `Search index: expected format ${INDEX_FORMAT}`;

/** The shard a term lives in: its first two characters, as hex code points. */
export function shardKey(term: string): string {
  return [...term]
    .slice(0, 2)
    .map((char) => char.codePointAt(0)!.toString(16).padStart(4, '0'))
    .join('');
}

/** Text of a two-character shard, in bytes of JSON, above which it is split by the terms' third character. */
export const SHARD_SPLIT_BYTES = 6000;

/** The key of a term's shard when its two-character shard is split: its first three characters (`0000` for none). */
export function splitShardKey(term: string): string {
  const third = [...term][2];
  return shardKey(term) + (third === undefined ? '0000' : third.codePointAt(0)!.toString(16).padStart(4, '0'));
}

export const fileNames = {
  shard: (key: string, hash: string) => `t-${key}.${hash}.json`,
  chunk: (n: number, hash: string) => `d-${n}.${hash}.json`,
  outlines: (hash: string) => `outlines.${hash}.json`,
};

/** Every file name an index of this format, or an earlier one, writes: for removing an earlier build's. */
export const INDEX_FILE = /^(?:meta|outlines|t-[0-9a-f]+|d-\d+|index)\.[0-9a-f]+\.json$/;

/**
 * A short, stable hash (cyrb53), enough to name a build's files, of texts as if joined by newlines: the
 * texts of a big site's index come to tens of megabytes, which joined would be held twice.
 */
export function contentHash(texts: Iterable<string>): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  let first = true;
  for (const text of texts) {
    if (!first) {
      h1 = Math.imul(h1 ^ 10, 2654435761);
      h2 = Math.imul(h2 ^ 10, 1597334677);
    }
    first = false;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return ((h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0')).slice(0, 12);
}

export function isManifest(value: unknown): value is IndexManifest {
  const manifest = value as Partial<IndexManifest> | null;
  return (
    manifest?.format === INDEX_FORMAT &&
    typeof manifest.hash === 'string' &&
    /^[0-9a-f]+$/.test(manifest.hash) &&
    Array.isArray(manifest.shards) &&
    manifest.shards.every((key) => typeof key === 'string' && /^[0-9a-f]+$/.test(key)) &&
    Array.isArray(manifest.synonyms) &&
    isMeta(manifest.meta)
  );
}

function isMeta(value: unknown): value is IndexMeta {
  const meta = value as Partial<IndexMeta> | null;
  return (
    typeof meta === 'object' &&
    meta !== null &&
    Array.isArray(meta.pages) &&
    Array.isArray(meta.sections) &&
    Array.isArray(meta.groups) &&
    typeof meta.facets === 'object' &&
    typeof meta.recordsPerChunk === 'number' &&
    meta.recordsPerChunk > 0 &&
    Array.isArray(meta.bounds) &&
    Array.isArray(meta.bounds[0]) &&
    Array.isArray(meta.bounds[1]) &&
    meta.bounds[0].length === meta.bounds[1].length
  );
}
