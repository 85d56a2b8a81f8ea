import {emptyHierarchy, LEVEL_WEIGHT, type DocSearchRecord, type Hierarchy, type RecordType} from './records';

/** A heading below the page title (h2 to h6, or a table row label at depth 5). */
export type HeadingEntry = {
  depth: 2 | 3 | 4 | 5 | 6;
  text: string;
  /** The heading's own fragment id; null when it has none and inherits its parent's. */
  anchor: string | null;
  /** Index of the enclosing heading in `entries`, or -1 under the page title. */
  parent: number;
};

export type ContentEntry = {
  text: string;
  /** Index of the heading this text sits under, or -1 under the page title. */
  parent: number;
  /**
   * What the text is besides the page's own account of its subject, which search weighs apart
   * (ranking.ts, defaultRanking.fieldBoost): `pointer`, a list item or table row that names another
   * page of the site (a map of features, a "Related features" list), whose words describe that
   * page; `summary`, the page's front matter description, which says what the whole page is for.
   */
  role?: 'pointer' | 'summary';
};

export type Entry = HeadingEntry | ContentEntry;

/**
 * One page as the extractor reads it: its title, facets and, in document
 * order, every heading and text block. Records are derived from this, so the
 * index file stores each heading once instead of once per record.
 */
export type PageOutline = {
  /** URL path including the base path, e.g. /docs/Terms/privacy. */
  path: string;
  lvl0: string;
  lvl1: string;
  language: string;
  docusaurusTag: string;
  version: string | null;
  keywords: string[];
  /** The page documents one API operation (its front matter names it): see pageRankOf. */
  apiOperation?: boolean;
  /**
   * An API operation page's guide, by its site path: the page that documents the operation (the
   * operation's externalDocs). Search lets the operation page yield to it (engine.ts).
   */
  guide?: string;
  /**
   * A legal page (an agreement or policy): its clauses restate the product's words, so search
   * weighs it by the query's intent (ranking.ts, intentRanking.legal).
   */
  legal?: boolean;
  entries: Entry[];
};

export function isHeading(entry: Entry): entry is HeadingEntry {
  return 'depth' in entry;
}

function anchorOf(entries: readonly Entry[], index: number): string | null {
  for (let i = index; i >= 0;) {
    const entry = entries[i]!;
    if (isHeading(entry) && entry.anchor) return entry.anchor;
    i = entry.parent;
  }
  return null;
}

function hierarchyOf(page: PageOutline, index: number): Hierarchy {
  const hierarchy = emptyHierarchy(page.lvl0, page.lvl1);
  for (let i = index; i >= 0;) {
    const entry = page.entries[i]!;
    if (isHeading(entry)) hierarchy[`lvl${entry.depth}`] = entry.text;
    i = entry.parent;
  }
  return hierarchy;
}

/** The page rank of an API operation page, between a guide's (1) and a post's (0). */
export const API_OPERATION_RANK = 0.5;

/** Whether a DocSearch tag is a doc's: docs carry a `docs-*` tag, blog and announcement posts do not. */
export function isDocsTag(docusaurusTag: string): boolean {
  return docusaurusTag.startsWith('docs-');
}

/**
 * Reference pages outrank posts: a guide or API page answers a question for
 * as long as the API stays the same, a post answers it as of its date. An API
 * operation page ranks below a guide: a reader's words for a feature ("text to
 * speech", "state settings") ask for the guide that explains it and links the
 * operation, whose title says the same words; a reader who wants the operation
 * types its path, which only its page has as a keyword.
 */
export function pageRankOf(page: Pick<PageOutline, 'docusaurusTag' | 'apiOperation'>): number {
  if (!isDocsTag(page.docusaurusTag)) return 0;
  return page.apiOperation ? API_OPERATION_RANK : 1;
}

/**
 * Expands a page into DocSearch records: one for the title, one per heading,
 * one per text block, each with its full hierarchy and the URL of the
 * closest anchored heading.
 */
export function pageRecords(page: PageOutline, siteUrl: string, pageRank = pageRankOf(page)): DocSearchRecord[] {
  const pageUrl = new URL(page.path, siteUrl).toString();
  const base = {
    url_without_anchor: pageUrl,
    language: page.language,
    docusaurus_tag: page.docusaurusTag,
    version: page.version,
  };
  const make = (
    position: number,
    type: RecordType,
    hierarchy: Hierarchy,
    content: string | null,
    anchor: string | null,
  ) =>
    ({
      objectID: `${page.path}-${position}`,
      type,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      anchor,
      content,
      hierarchy,
      keywords: type === 'lvl1' ? page.keywords : [],
      weight: {pageRank, level: LEVEL_WEIGHT[type], position},
      ...base,
    }) satisfies DocSearchRecord;

  const records = [make(0, 'lvl1', emptyHierarchy(page.lvl0, page.lvl1), null, null)];
  page.entries.forEach((entry, i) => {
    const hierarchy = hierarchyOf(page, isHeading(entry) ? i : entry.parent);
    const anchor = anchorOf(page.entries, isHeading(entry) ? i : entry.parent);
    records.push(
      isHeading(entry)
        ? make(i + 1, `lvl${entry.depth}`, hierarchy, null, anchor)
        : make(i + 1, 'content', hierarchy, entry.text, anchor),
    );
  });
  return records;
}
