import {analyzeText, isPairTerm, STOP_WORDS, termKey, termPairs} from './analysis';
import {isFieldName, normalize, words} from './tokenize';
import {
  contentHash,
  decodeWeight,
  fileNames,
  encodeNamingWeight,
  encodeRecordsHolding,
  INDEX_FORMAT,
  shardKey,
  SHARD_SPLIT_BYTES,
  splitShardKey,
  type DocChunk,
  type EncodedPageHeader,
  type EncodedRecord,
  type EncodedAlias,
  type EncodedSynonymCopy,
  type EncodedTerm,
  type IndexManifest,
  type IndexMeta,
  type RecordsHolding,
} from './indexFormat';
import {encodeOutlines} from './outlines';
import {isHeading, pageRankOf, pageRecords, type PageOutline} from './pageOutline';
import {boundRanking, defaultRanking, termRarity, type Ranking} from './ranking';
import {LEVELS, type DocSearchRecord} from './records';
import {synonymTable, type SynonymGroup, type SynonymTable} from './synonyms';

type Field = keyof Ranking['fieldBoost'];
const FIELDS: Field[] = ['title', 'subheadings', 'path', 'content', 'keywords', 'pointers', 'summary'];

/**
 * The records sharing one URL, the first being the one whose URL it is, and the role of those
 * whose text is not the page's own account (ContentEntry.role).
 */
type Section = {page: number; records: DocSearchRecord[]; roles: Map<DocSearchRecord, 'pointer' | 'summary'>};

/** Records in a doc chunk: a hit fetches the chunk of its record, so few, yet enough to share a request. */
const RECORDS_PER_CHUNK = 2;

function headingText(record: DocSearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

function sectionsOf(
  pages: readonly PageOutline[],
  siteUrl: string,
): {sections: Section[]; perPage: number[]; records: number} {
  const sections: Section[] = [];
  const perPage: number[] = [];
  let records = 0;
  pages.forEach((page, pageIndex) => {
    const byUrl = new Map<string, Section>();
    pageRecords(page, siteUrl).forEach((record, position) => {
      records++;
      let section = byUrl.get(record.url);
      if (!section) byUrl.set(record.url, (section = {page: pageIndex, records: [], roles: new Map()}));
      section.records.push(record);
      // A page's records are its title and then one per outline entry, in order.
      const entry = page.entries[position - 1];
      if (entry && !isHeading(entry) && entry.role) section.roles.set(record, entry.role);
    });
    perPage.push(byUrl.size);
    sections.push(...byUrl.values());
  });
  return {sections, perPage, records};
}

/**
 * What names a section: its own heading (a page's title) and, for a page's own section, each of the page's keywords.
 */
function namesOf(section: Section): string[] {
  const own = section.records[0]!;
  return [headingText(own), ...own.keywords];
}

/**
 * The field names a section's table lists as row labels (headings with no anchor of their own):
 * `tool_choice`, each of `memory, mem_session`, and `latency_ms` in `usage.latency_ms`. The table
 * is each field's reference, so the field names the section as a heading would, more than a post's
 * heading that discusses it. Whole names only: `mem_expire` does not make the section about "expire".
 */
function fieldNamesOf(section: Section): string[] {
  const names: string[] = [];
  for (const record of section.records.slice(1)) {
    for (const label of headingText(record).split(',')) {
      const found = words(label);
      if (found.length !== 1) continue;
      const written = label.slice(found[0]!.start, found[0]!.end);
      for (const field of [written, ...written.split('.')]) if (isFieldName(field)) names.push(normalize(field));
    }
  }
  return names;
}

/** Per term in one of the section's names, the length in words of the shortest name holding it. */
function sectionNames(section: Section): Map<string, number> {
  const names = namesOf(section);
  const shortest = new Map<string, number>();
  // A field name is one word long.
  for (const field of fieldNamesOf(section)) shortest.set(field, 1);
  for (const name of names) {
    // A name's length in words: `mem_expire` is one word, though it is indexed whole and by its parts.
    const length = new Set(
      words(name)
        .map((word) => word.term)
        .filter((term) => !STOP_WORDS.has(term)),
    ).size;
    for (const term of analyzeText(name)) shortest.set(term, Math.min(shortest.get(term) ?? Infinity, length));
  }
  return shortest;
}

/**
 * Per record of a section, the terms of the text a hit on it shows: a heading with its page's
 * keywords, or a body text. The engine shows a hit's record that holds the most of the query.
 */
function recordTerms(section: Section): Set<string>[] {
  return section.records.map((record) => {
    const text =
      record.type === 'content'
        ? (record.content ?? '')
        : `${headingText(record)} ${(record.type === 'lvl1' ? record.keywords : []).join(' ')}`;
    return new Set(analyzeText(text));
  });
}

/** The text of each field of a section. */
function fieldTexts(section: Section): Record<Field, string> {
  const [own, ...rest] = section.records;
  const level = own!.type === 'content' ? LEVELS.length : LEVELS.indexOf(own!.type);
  const textOfRole = (role: 'pointer' | 'summary' | undefined) =>
    section.records
      .filter((record) => section.roles.get(record) === role)
      .map((record) => record.content ?? '')
      .join(' ');
  return {
    title: headingText(own!),
    subheadings: rest.map(headingText).join(' '),
    path: LEVELS.slice(1, level)
      .map((l) => own!.hierarchy[l])
      .filter(Boolean)
      .join(' '),
    content: textOfRole(undefined),
    keywords: own!.keywords.join(' '),
    pointers: textOfRole('pointer'),
    summary: textOfRole('summary'),
  };
}

/**
 * Per term, the sections holding it and their weight: BM25 per field (term frequency saturated,
 * field length normalized), fields boosted, times the section's type and page-rank boost, negative
 * when the term names the section (is in its heading or slug). The inverse document frequency is
 * left to query time, where it comes from the list's length. Each word as written whose term differs
 * goes into `forms`, with its term (the aliases typos and prefixes meet).
 */
type Postings = {ids: number[]; weights: number[]; records: RecordsHolding[]};

function postings(sections: readonly Section[], ranking: Ranking, forms: Map<string, string>): Map<string, Postings> {
  const analyzed = sections.map((section) => {
    const texts = fieldTexts(section);
    return Object.fromEntries(FIELDS.map((field) => [field, analyzeText(texts[field], forms)])) as Record<
      Field,
      string[]
    >;
  });
  const average = Object.fromEntries(
    FIELDS.map((field) => {
      const lengths = analyzed.map((fields) => fields[field].length).filter((n) => n > 0);
      return [field, lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 1];
    }),
  ) as Record<Field, number>;
  const terms = new Map<string, Postings>();
  const post = (term: string, id: number, weight: number, records?: RecordsHolding) => {
    let list = terms.get(term);
    if (!list) terms.set(term, (list = {ids: [], weights: [], records: []}));
    list.ids.push(id);
    list.weights.push(weight);
    if (records !== undefined) list.records.push(records);
  };
  analyzed.forEach((fields, id) => {
    const own = sections[id]!.records[0]!;
    const names = sectionNames(sections[id]!);
    const holding = recordTerms(sections[id]!);
    // Which of the section's records hold each term, in order: one pass over their terms.
    const holders = new Map<string, number[]>();
    holding.forEach((terms, n) => {
      for (const term of terms) {
        const list = holders.get(term);
        if (list) list.push(n);
        else holders.set(term, [n]);
      }
    });
    const type = own.type === 'content' ? 'lvl6' : own.type;
    const boost = ranking.typeBoost[type] * (1 + ranking.pageRankBoost * own.weight.pageRank);
    const weight = new Map<string, number>();
    for (const field of FIELDS) {
      const counts = new Map<string, number>();
      for (const term of fields[field]) counts.set(term, (counts.get(term) ?? 0) + 1);
      const b = field === 'subheadings' ? ranking.subheadingsB : ranking.b;
      const norm = 1 - b + (b * fields[field].length) / average[field];
      for (const [term, tf] of counts) {
        const saturated = (tf * (ranking.k1 + 1)) / (tf + ranking.k1 * norm);
        weight.set(term, (weight.get(term) ?? 0) + ranking.fieldBoost[field] * saturated);
      }
    }
    for (const [term, value] of weight) {
      // Tenths are precise enough to rank by, and short to write.
      const tenths = Math.max(1, Math.round(value * boost * 10));
      const nameTerms = names.get(term);
      const records = holders.get(term) ?? [];
      post(
        term,
        id,
        nameTerms === undefined ? tenths : encodeNamingWeight(tenths, nameTerms),
        encodeRecordsHolding(records, holding.length),
      );
    }
    // Neighbouring words of the section's names, in order: only whether a name holds them counts.
    for (const pair of new Set(namesOf(sections[id]!).flatMap(termPairs))) post(pair, id, 1);
  });
  return terms;
}

function pageHeader(page: PageOutline, withKeywords: boolean): EncodedPageHeader {
  return [page.path, page.lvl1, withKeywords ? [...page.keywords] : [], pageRankOf(page)];
}

function encodeRecord(record: DocSearchRecord): EncodedRecord {
  const levels = LEVELS.slice(2).map((level) => record.hierarchy[level]);
  while (levels.length > 0 && levels[levels.length - 1] === null) levels.pop();
  return [record.weight.position, record.type, record.anchor, record.content, ...levels];
}

/** The shard a term's entry is in, among the shards written. */
function shardOf(term: string, shards: ReadonlyMap<string, unknown>): string {
  const key = shardKey(term);
  return shards.has(key) ? key : splitShardKey(term);
}

/**
 * A query naming a synonym group's phrase also searches the group's other phrases, so its first
 * word's shard carries, for each term of those phrases kept in another shard, the postings of the
 * sections that hold the whole phrase (the only ones the phrase can meet) and the term's count of
 * sections (its rarity): the search reads them there, instead of fetching the term's own shard.
 */
function addSynonymCopies(
  shards: Map<string, (EncodedTerm | EncodedAlias | EncodedSynonymCopy)[]>,
  terms: ReadonlyMap<string, Postings>,
  table: SynonymTable,
): void {
  const copies = new Map<string, Map<string, Set<number>>>();
  for (const group of table) {
    for (const from of group.from) {
      if (from.length === 0) continue;
      const home = shardOf(from[0]!, shards);
      for (const phrase of group.to) {
        if (phrase.join(' ') === from.join(' ') || !phrase.every((term) => terms.has(term))) continue;
        const [first, ...rest] = phrase.map((term) => new Set(terms.get(term)!.ids));
        const holding = [...first!].filter((id) => rest.every((ids) => ids.has(id)));
        for (const term of phrase) {
          if (shardOf(term, shards) === home) continue;
          let inHome = copies.get(home);
          if (!inHome) copies.set(home, (inHome = new Map()));
          let ids = inHome.get(term);
          if (!ids) inHome.set(term, (ids = new Set()));
          for (const id of holding) ids.add(id);
        }
      }
    }
  }
  for (const [home, inHome] of copies) {
    // A reader's word no page uses (`redact => anonymize`) gets a shard for its copies alone.
    let shard = shards.get(home);
    if (!shard) shards.set(home, (shard = []));
    for (const [term, ids] of [...inHome].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const {ids: all, weights, records} = terms.get(term)!;
      const kept = all.flatMap((id, i) => (ids.has(id) ? [i] : []));
      const gaps = kept.map((i, n) => all[i]! - (n === 0 ? 0 : all[kept[n - 1]!]!));
      shard.push([term, gaps, kept.map((i) => weights[i]!), kept.map((i) => records[i]!), all.length]);
    }
  }
}

/**
 * The sections a word of boundRanking.terms names (in its own heading or slug), each with its weight
 * for the best such word times that word's rarity, in tenths, as IndexMeta.bounds writes them.
 */
function boundSections(terms: ReadonlyMap<string, Postings>, sections: number): IndexMeta['bounds'] {
  const best = new Map<number, number>();
  for (const term of new Set(boundRanking.terms.map(termKey))) {
    const list = terms.get(term);
    if (!list) continue;
    const rarity = termRarity(list.ids.length, sections);
    list.ids.forEach((id, i) => {
      const {tenths, named} = decodeWeight(list.weights[i]!);
      if (named) best.set(id, Math.max(best.get(id) ?? 0, Math.round(rarity * tenths)));
    });
  }
  const ids = [...best.keys()].sort((a, b) => a - b);
  return [ids.map((id, i) => id - (i === 0 ? 0 : ids[i - 1]!)), ids.map((id) => best.get(id)!)];
}

export type BuiltIndexFiles = {
  manifest: IndexManifest;
  /** File name to JSON text. */
  files: Map<string, string>;
  /** Every index term, for checking synonyms. */
  vocabulary: ReadonlySet<string>;
};

/** Every file of the local index for these pages (see indexFormat.ts). */
export function buildIndexFiles({
  siteUrl,
  pages,
  synonyms = [],
  ranking = defaultRanking,
  shardSplitBytes = SHARD_SPLIT_BYTES,
}: {
  siteUrl: string;
  pages: readonly PageOutline[];
  synonyms?: readonly SynonymGroup[];
  ranking?: Ranking;
  /** A two-character shard's JSON longer than this is split by the third character (tests lower it). */
  shardSplitBytes?: number;
}): BuiltIndexFiles {
  const {sections, perPage, records} = sectionsOf(pages, siteUrl);
  // Each word as written whose term differs, gathered as the sections' texts are read into terms.
  const aliases = new Map<string, string>();
  const terms = postings(sections, ranking, aliases);

  const shards = new Map<string, (EncodedTerm | EncodedAlias | EncodedSynonymCopy)[]>();
  for (const term of [...terms.keys()].sort()) {
    const {ids, weights, records} = terms.get(term)!;
    const key = shardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = []));
    const gaps = ids.map((id, i) => id - (i === 0 ? 0 : ids[i - 1]!));
    shard.push(isPairTerm(term) ? [term, gaps, weights] : [term, gaps, weights, records]);
  }
  for (const [word, term] of [...aliases].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (terms.has(word)) continue;
    const key = shardKey(word);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = []));
    shard.push([word, term]);
  }
  // A two-character shard of many terms is split by their third character: a word fetches only its own part.
  for (const [key, shard] of [...shards]) {
    if (key.length !== 8 || JSON.stringify(shard).length <= shardSplitBytes) continue;
    shards.delete(key);
    for (const entry of shard) {
      const subKey = splitShardKey(entry[0]);
      let part = shards.get(subKey);
      if (!part) shards.set(subKey, (part = []));
      part.push(entry);
    }
  }

  const table = synonymTable(synonyms);
  addSynonymCopies(shards, terms, table);

  // Each doc chunk as JSON as soon as it is full: a big site's chunks, held as objects until the end,
  // were the largest part of what the build holds at once.
  const chunkBodies: string[] = [];
  let chunk: DocChunk = {pages: {}, records: []};
  for (const section of sections) {
    for (const record of section.records) {
      if (chunk.records.length === RECORDS_PER_CHUNK) {
        chunkBodies.push(JSON.stringify(chunk));
        chunk = {pages: {}, records: []};
      }
      // A page's keywords go with its own record (lvl1) only: no other record's hit shows them.
      const header = (chunk.pages[section.page] ??= pageHeader(pages[section.page]!, false));
      if (record.type === 'lvl1') header[2] = [...pages[section.page]!.keywords];
      chunk.records.push([section.page, encodeRecord(record)]);
    }
  }
  if (chunk.records.length > 0) chunkBodies.push(JSON.stringify(chunk));

  const facets: IndexMeta['facets'] = {language: [], docusaurus_tag: [], version: []};
  const facetIndex = <K extends keyof IndexMeta['facets']>(key: K, value: IndexMeta['facets'][K][number]) => {
    const list = facets[key] as unknown[];
    const at = list.indexOf(value);
    return at >= 0 ? at : list.push(value) - 1;
  };
  const groups: string[] = [];
  const groupIndex = (lvl0: string) => (groups.includes(lvl0) ? groups.indexOf(lvl0) : groups.push(lvl0) - 1);
  const pageIndex = new Map(pages.map((page, i) => [page.path, i]));
  // gen:api checks that a guide exists; the dev index may leave a page out that its renderer cannot read.
  const guideIndex = (page: PageOutline) => (page.guide ? (pageIndex.get(page.guide) ?? -1) : -1);
  const meta: IndexMeta = {
    pages: pages.map((page, i) => [
      perPage[i]!,
      facetIndex('language', page.language),
      facetIndex('docusaurus_tag', page.docusaurusTag),
      facetIndex('version', page.version),
      groupIndex(page.lvl0),
      guideIndex(page),
      page.legal ? 1 : 0,
    ]),
    facets,
    groups,
    // Lengths, not starts: small numbers that repeat, which compress well however many pages there are.
    sections: sections.map((section) => section.records.length),
    recordsPerChunk: RECORDS_PER_CHUNK,
    bounds: boundSections(terms, sections.length),
  };

  const metaBody = JSON.stringify(meta);
  const shardBodies = new Map([...shards].map(([key, shard]) => [key, JSON.stringify(shard)]));
  const outlines = JSON.stringify(encodeOutlines(siteUrl, pages));
  // Over every file's text, so a change to how the index is written also renames its files.
  const hash = contentHash([metaBody, ...shardBodies.values(), ...chunkBodies, outlines, JSON.stringify(table)]);

  const files = new Map<string, string>();
  for (const [key, body] of shardBodies) files.set(fileNames.shard(key, hash), body);
  chunkBodies.forEach((body, n) => files.set(fileNames.chunk(n, hash), body));
  files.set(fileNames.outlines(hash), outlines);

  const manifest: IndexManifest = {
    format: INDEX_FORMAT,
    hash,
    siteUrl,
    pages: pages.length,
    records,
    sections: sections.length,
    shards: [...shards.keys()],
    synonyms: table,
    meta,
  };
  return {manifest, files, vocabulary: new Set([...terms.keys()].filter((term) => !isPairTerm(term)))};
}
