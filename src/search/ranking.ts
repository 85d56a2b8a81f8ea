import type {RecordType} from './records';

/** How much each part of a section counts; the index bakes these into its weights. */
export type Ranking = {
  /**
   * Per field of a section: its own heading (or page title), headings inside it that have no
   * anchor of their own (table row labels), the headings above it, its text, the page's URL slug.
   */
  fieldBoost: {title: number; subheadings: number; path: number; content: number; keywords: number};
  /** Per type of the section's own heading: a page's title outranks its headings, headings outrank deeper ones. */
  typeBoost: Record<Exclude<RecordType, 'content'>, number>;
  /** Factor per point of page rank (docs 1, posts 0): 0.5 makes a guide count 1.5 times a post. */
  pageRankBoost: number;
  /** BM25's term-frequency saturation and length normalization. */
  k1: number;
  b: number;
};

export const defaultRanking: Ranking = {
  fieldBoost: {title: 5, subheadings: 2, path: 0.8, content: 1, keywords: 3},
  typeBoost: {lvl1: 1.6, lvl2: 1.4, lvl3: 1.3, lvl4: 1.2, lvl5: 1.1, lvl6: 1.05},
  pageRankBoost: 0.5,
  k1: 1.2,
  b: 0.75,
};

/** Query-time factors, relative to an exact match of a typed word. */
export const matchWeights = {
  /** The last word as the start of a longer term, while it is typed. */
  prefix: 0.6,
  /** A term one or two typos away. */
  typo: 0.4,
  /** A synonym of the typed word or phrase. */
  synonym: 0.9,
};

/** No page takes more than this many places in a row of results (spec §9's first screen holds 5). */
export const MAX_HITS_PER_PAGE_IN_A_ROW = 2;
