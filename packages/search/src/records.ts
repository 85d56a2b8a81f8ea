/**
 * The record shape the DocSearch crawler writes for a Docusaurus site, which
 * DocSearch and the search page read back. The local index and the hosted
 * Algolia index hold the same records.
 */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type Hierarchy = {lvl0: string; lvl1: string} & Record<Exclude<Level, 'lvl0' | 'lvl1'>, string | null>;

export type DocSearchRecord = {
  objectID: string;
  type: RecordType;
  /** Absolute URL, with the anchor of the closest heading when there is one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Hierarchy;
  /** Facets, read from the page's docsearch meta tags. */
  language: string;
  docusaurus_tag: string;
  version: string | null;
  /** Extra words that find the page, such as its URL slug; searchable, never shown. */
  keywords: string[];
  /** DocSearch's custom ranking: page rank, then level, then position on the page. */
  weight: {pageRank: number; level: number; position: number};
};

/** Ranking weight of each record type: page titles first, body text last. */
export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/** Depth of a hierarchy level: lvl0 is 0, lvl6 is 6. */
export function levelDepth(level: Level): number {
  return LEVELS.indexOf(level);
}

export function emptyHierarchy(lvl0: string, lvl1: string): Hierarchy {
  return {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}
