/**
 * What the catalogue page and the Models pages show for each entry of data/models.json: one row
 * per model id, its variants summed up. Pure functions over the entries, with no import of the
 * data itself, so the browser bundle carries this code and fetches the data (see
 * src/components/ModelData).
 */
import {knownTypes, type ModelEntry, type ModelVariant} from './modelSchema';
import {sourceKeys, type SourceKey} from './modelSources';
import {vendorPageOf, vendorPages, type VendorPage} from './vendorPages';

export const capabilityNames = ['tools', 'vision', 'json', 'streaming', 'reasoning', 'attachments'] as const;
export type Capability = (typeof capabilityNames)[number];

export const capabilityLabels: Record<Capability, string> = {
  tools: 'Tools',
  vision: 'Image input',
  json: 'JSON output',
  streaming: 'Streaming',
  reasoning: 'Reasoning',
  attachments: 'Attachments',
};

/**
 * Capabilities a variant records: image input from its modalities, reasoning and attachments as flags, the rest
 * from the parameters it honours.
 */
export function capabilitiesOf(variant: ModelVariant): Capability[] {
  const params = variant.supported_input_parameters ?? {};
  const has: Record<Capability, boolean> = {
    tools: params.tools === true,
    vision: (variant.input_modalities ?? []).includes('image'),
    json: params.response_format === true,
    streaming: params.stream === true,
    reasoning: variant.reasoning === true,
    attachments: variant.attachments === true,
  };
  return capabilityNames.filter((name) => has[name]);
}

const typeLabels: Record<string, string> = {
  llm: 'Chat',
  vision: 'Vision',
  embedding: 'Embedding',
  image: 'Image',
  voice: 'Voice',
  moderation: 'Moderation',
  coding: 'Code',
  free: 'Free',
};

/** "Chat", or "Chat (chatx)" when a subtype is recorded. */
export function typeLabel(variant: Pick<ModelVariant, 'type' | 'subtype'>): string {
  const base = typeLabels[variant.type] ?? variant.type;
  return variant.subtype ? `${base} (${variant.subtype})` : base;
}

/** Shown wherever no source gives a value. */
export const notRecorded = '—';

const formatNumber = (value: number) => value.toLocaleString('en-US');

/** A limit over several variants: one number, or the smallest and largest when they differ. */
export type Span = {min: number; max: number};

function spanOf(values: readonly (number | undefined)[]): Span | undefined {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? {min: Math.min(...known), max: Math.max(...known)} : undefined;
}

export function formatSpan(span: Span | undefined): string {
  if (!span) return notRecorded;
  return span.min === span.max ? formatNumber(span.min) : `${formatNumber(span.min)}–${formatNumber(span.max)}`;
}

/** Where and when an id was seen: one line per source and date, with how many variants it listed. */
export type Sighting = {source: SourceKey; seen: string; variants: number};

export function sightingsOf(entry: ModelEntry): Sighting[] {
  const groups = new Map<string, Sighting>();
  for (const v of entry.variants) {
    const key = `${v.source} ${v.seen}`;
    const group = groups.get(key) ?? {source: v.source, seen: v.seen, variants: 0};
    group.variants += 1;
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => a.seen.localeCompare(b.seen) || sourceKeys.indexOf(a.source) - sourceKeys.indexOf(b.source),
  );
}

/** "S 2025-10-27 (3 variants)"; sightings joined by "; ". */
export function formatSightings(sightings: readonly Sighting[]): string {
  return sightings.map((s) => `${s.source} ${s.seen}${s.variants > 1 ? ` (${s.variants} variants)` : ''}`).join('; ');
}

/**
 * The form in which the text filter compares ids: lower case, with dots and underscores read as
 * dashes, so "gpt-4.1" finds `gpt-4-1` and "gpt 3.5" finds both `gpt-3.5-turbo` and `gpt-3-5-turbo`.
 */
export function matchForm(text: string): string {
  return text.toLowerCase().replace(/[._]/g, '-');
}

export type CatalogueRow = {
  id: string;
  vendor?: VendorPage;
  /** Providers its variants name, sorted; empty when no source records one. */
  providers: string[];
  /** Types its variants record, in the order of knownTypes. */
  types: string[];
  typeText: string;
  context?: Span;
  response?: Span;
  capabilities: Capability[];
  sightings: Sighting[];
  /** Text the search box matches, in match form: id, providers, vendor, types, descriptions. */
  haystack: string;
};

const typeOrder = (type: string) => {
  const at = (knownTypes as readonly string[]).indexOf(type);
  return at < 0 ? knownTypes.length : at;
};

/** The row of one entry. */
export function catalogueRow(entry: ModelEntry): CatalogueRow {
  const {variants} = entry;
  const vendor = vendorPageOf(entry.id);
  const providers = [...new Set(variants.flatMap((v) => (v.provider ? [v.provider] : [])))].sort();
  const types = [...new Set(variants.map((v) => v.type))].sort((a, b) => typeOrder(a) - typeOrder(b));
  const typeText = [...new Set(variants.map(typeLabel))].join(', ');
  const has = new Set(variants.flatMap(capabilitiesOf));
  const descriptions = [...new Set(variants.flatMap((v) => (v.description ? [v.description] : [])))];
  return {
    id: entry.id,
    vendor,
    providers,
    types,
    typeText,
    context: spanOf(variants.map((v) => v.max_tokens)),
    response: spanOf(variants.map((v) => v.max_response_tokens)),
    capabilities: capabilityNames.filter((c) => has.has(c)),
    sightings: sightingsOf(entry),
    haystack: matchForm([entry.id, ...providers, vendor?.name ?? '', typeText, ...descriptions].join(' ')),
  };
}

/** One row per entry, in the data's order (by id). */
export function catalogueRows(entries: readonly ModelEntry[]): CatalogueRow[] {
  return entries.map(catalogueRow);
}

/** The entries a Models page lists. */
export function vendorEntries(slug: string, entries: readonly ModelEntry[]): ModelEntry[] {
  return entries.filter((entry) => vendorPageOf(entry.id)?.slug === slug);
}

/** The catalogue page's URL path under the site's base URL (`/docs/`). */
export const cataloguePath = (baseUrl: string) => `${baseUrl}Models/Catalogue`;

/** Anchor of a model id on the catalogue page: the id itself, which is stable across syncs. */
export function modelAnchor(id: string): string {
  return id;
}

/** The catalogue URL of a model id, for announcements and pages. */
export function catalogueHref(baseUrl: string, id: string): string {
  return `${cataloguePath(baseUrl)}#${modelAnchor(id)}`;
}

/** What a Models page's prose may say about its vendor's ids, summed up from the data. */
export type VendorSummary = {
  slug: string;
  name: string;
  /** Ids the page lists. */
  ids: number;
  /** Of them, ids the newest model list holds (a snapshot or live variant). */
  listed: number;
  /** The date of that list, when the data has one. */
  listDate?: string;
  /** Context windows and answer limits where a source records them, and how many ids record one. */
  context?: Span;
  contextIds: number;
  response?: Span;
  responseIds: number;
};

const listSources = new Set<SourceKey>(['S', 'L']);

/** The summary of one Models page's ids. */
export function vendorSummary(slug: string, entries: readonly ModelEntry[]): VendorSummary {
  const page = requireVendorPage(slug);
  const listDate = entries
    .flatMap((e) => e.variants.filter((v) => listSources.has(v.source)).map((v) => v.seen))
    .sort()
    .at(-1);
  return {slug, name: page.name, listDate, ...idCounts(vendorEntries(slug, entries))};
}

function requireVendorPage(slug: string): VendorPage {
  const page = vendorPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`no Models page "${slug}" in data/vendorPages.ts`);
  return page;
}

/** How many ids there are, how many the newest list holds, and their context windows and answer limits. */
function idCounts(entries: readonly ModelEntry[]) {
  const rows = entries.map(catalogueRow);
  return {
    ids: entries.length,
    listed: entries.filter((e) => e.variants.some((v) => listSources.has(v.source))).length,
    context: spanOf(rows.flatMap((r) => (r.context ? [r.context.min, r.context.max] : []))),
    contextIds: rows.filter((r) => r.context).length,
    response: spanOf(rows.flatMap((r) => (r.response ? [r.response.min, r.response.max] : []))),
    responseIds: rows.filter((r) => r.response).length,
  };
}

/** The summary of every Models page, in the order of data/vendorPages.ts sorted by name. */
export function vendorSummaries(entries: readonly ModelEntry[]): VendorSummary[] {
  return [...vendorPages].sort((a, b) => a.name.localeCompare(b.name)).map((page) => vendorSummary(page.slug, entries));
}

/** The URL path of a Models page. */
export function vendorPagePath(baseUrl: string, slug: string): string {
  return `${baseUrl}Models/${slug}`;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "from 4,096 to 131,072 tokens (12 ids record one)", or "4,096 tokens" when all agree. */
function limitText(span: Span | undefined, ids: number, total: number): string {
  const range = span && span.min !== span.max ? `from ${formatSpan(span).replace('–', ' to ')}` : formatSpan(span);
  return `${range} tokens${ids < total ? ` (${count(ids, 'id records one', 'ids record one')})` : ''}`;
}

/** The sentence a Models page states about its vendor's ids, from data/models.json. */
export function summarySentence(s: VendorSummary): string {
  if (s.ids === 0) return `No source we use lists an exact ${s.name} model id.`;
  const listed = !s.listDate
    ? ''
    : s.listed === 0
      ? `, none of them in the model list of ${s.listDate}, which lists language models only`
      : `, ${count(s.listed, 'of them', 'of them')} in the model list of ${s.listDate}`;
  const parts = [`This page lists ${count(s.ids, `${s.name} id`, `${s.name} ids`)}${listed}.`];
  if (s.context)
    parts.push(`Where a source records it, the context window is ${limitText(s.context, s.contextIds, s.ids)}`);
  if (s.response)
    parts.push(
      `${s.context ? ', and' : 'Where a source records it,'} the answer limit is ${limitText(s.response, s.responseIds, s.ids)}`,
    );
  return s.context || s.response ? `${parts[0]} ${parts.slice(1).join('')}.` : parts[0]!;
}

/** What a Models page may say about one of its vendor's model families, summed up from the data. */
export type FamilySummary = {
  name: string;
  ids: number;
  /** Of them, ids the newest model list holds. */
  listed: number;
  /** The kinds of model its ids are (Chat, Embedding, Image…), in the catalogue's words. */
  types: string[];
  context?: Span;
  contextIds: number;
};

/** The families a Models page names (data/vendorPages.ts), each summed up from its own ids. */
export function familySummaries(slug: string, entries: readonly ModelEntry[]): FamilySummary[] {
  const own = vendorEntries(slug, entries);
  return (requireVendorPage(slug).families ?? []).map((family) => {
    const members = own.filter((entry) => family.match.test(entry.id));
    const {ids, listed, context, contextIds} = idCounts(members);
    const types = [...new Set(members.flatMap((e) => e.variants.map(typeLabel)))];
    return {name: family.name, ids, listed, types, context, contextIds};
  });
}

/** "12 ids, 8 of them in the newest list: Chat, Vision; context window from 4,096 to 300,000 tokens." */
export function familySentence(f: FamilySummary, listDate: string | undefined): string {
  const listed = listDate ? `, ${count(f.listed, 'of them', 'of them')} in the model list of ${listDate}` : '';
  const context = f.context ? `; context window ${limitText(f.context, f.contextIds, f.ids)}` : '';
  return `${count(f.ids, 'id', 'ids')}${listed}: ${f.types.join(', ')}${context}.`;
}
