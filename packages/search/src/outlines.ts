import {isHeading, type Entry, type PageOutline} from './pageOutline';

/**
 * Every page outline as positional arrays, so a heading's text is written
 * once however many records sit under it: the index's `outlines` file, from
 * which Node readers (search:push, the MCP server's page list, tests) derive
 * the same records the hosted index holds.
 */
export const OUTLINES_FORMAT = 3;

type EncodedHeading = [depth: number, text: string, anchor: string, parent: number];
/** `role` (ContentEntry.role): 1 for a pointer, 2 for a summary; left out on other text. */
type EncodedContent = [parent: number, text: string, role?: 1 | 2];
const ROLES = ['pointer', 'summary'] as const;
type EncodedPage = [
  path: string,
  lvl0: string,
  lvl1: string,
  language: string,
  docusaurusTag: string,
  version: string,
  keywords: string[],
  entries: (EncodedHeading | EncodedContent)[],
  /** 1 on an API operation page, 0 on another page with a guide; left out elsewhere. */
  apiOperation?: 1 | 0,
  /** The site path of the page's guide (PageOutline.guide); left out when it has none (empty before `legal`). */
  guide?: string,
  /** 1 on a legal page (PageOutline.legal); left out elsewhere. */
  legal?: 1,
];

export type OutlinesFile = {format: typeof OUTLINES_FORMAT; siteUrl: string; pages: EncodedPage[]};

export function encodeOutlines(siteUrl: string, pages: readonly PageOutline[]): OutlinesFile {
  return {
    format: OUTLINES_FORMAT,
    siteUrl,
    pages: pages.map((page) => {
      const encoded: EncodedPage = [
        page.path,
        page.lvl0,
        page.lvl1,
        page.language,
        page.docusaurusTag,
        page.version ?? '',
        page.keywords,
        page.entries.map((entry): EncodedHeading | EncodedContent =>
          isHeading(entry)
            ? [entry.depth, entry.text, entry.anchor ?? '', entry.parent]
            : entry.role
              ? [entry.parent, entry.text, entry.role === 'pointer' ? 1 : 2]
              : [entry.parent, entry.text],
        ),
      ];
      if (page.apiOperation || page.guide || page.legal) encoded.push(page.apiOperation ? 1 : 0);
      if (page.guide || page.legal) encoded.push(page.guide ?? '');
      if (page.legal) encoded.push(1);
      return encoded;
    }),
  };
}

function decodeEntry(encoded: EncodedHeading | EncodedContent): Entry {
  if (encoded.length === 4) {
    const [depth, text, anchor, parent] = encoded;
    if (depth < 2 || depth > 6) throw new Error(`Search index: heading depth ${depth} is out of range`);
    return {depth: depth as 2 | 3 | 4 | 5 | 6, text, anchor: anchor || null, parent};
  }
  const [parent, text, role] = encoded;
  return role ? {parent, text, role: ROLES[role - 1]!} : {parent, text};
}

export function decodeOutlines(data: unknown): {siteUrl: string; pages: PageOutline[]} {
  const file = data as OutlinesFile;
  if (!file || file.format !== OUTLINES_FORMAT || !Array.isArray(file.pages)) {
    throw new Error(`Search outlines: expected format ${OUTLINES_FORMAT}`);
  }
  return {
    siteUrl: file.siteUrl,
    pages: file.pages.map(
      ([path, lvl0, lvl1, language, docusaurusTag, version, keywords, entries, apiOperation, guide, legal]) => ({
        path,
        lvl0,
        lvl1,
        language,
        docusaurusTag,
        version: version || null,
        keywords,
        ...(apiOperation === 1 && {apiOperation: true}),
        ...(guide && {guide}),
        ...(legal === 1 && {legal: true}),
        entries: entries.map(decodeEntry),
      }),
    ),
  };
}
