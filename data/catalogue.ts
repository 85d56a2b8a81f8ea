/**
 * What the catalogue page and the Models pages show for each entry of data/models.json.
 * Pure functions: the components render them and the unit tests compare them with the data.
 */
import rawModels from './models.json';
import {checkModelData, type DetailedModel} from './modelSchema';
import {vendorPageOf, type VendorPage} from './vendorPages';
import {site} from '../config/site';

/** The checked entries, in file order (the build already failed on a bad file). */
export const models: readonly DetailedModel[] = checkModelData(rawModels, 'data/models.json').data;

export const capabilityNames = ['tools', 'vision', 'json', 'streaming'] as const;
export type Capability = (typeof capabilityNames)[number];

export const capabilityLabels: Record<Capability, string> = {
  tools: 'Tools',
  vision: 'Image input',
  json: 'JSON output',
  streaming: 'Streaming',
};

/** Capabilities an entry records: image input from its modalities, the rest from the parameters it honours. */
export function capabilitiesOf(entry: DetailedModel): Capability[] {
  const params = entry.supported_input_parameters ?? {};
  const has: Record<Capability, boolean> = {
    tools: params.tools === true,
    vision: (entry.input_modalities ?? []).includes('image'),
    json: params.response_format === true,
    streaming: params.stream === true,
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
export function typeLabel(entry: DetailedModel): string {
  const base = typeLabels[entry.type] ?? entry.type;
  return entry.subtype ? `${base} (${entry.subtype})` : base;
}

/** Shown wherever no source gives a value. */
export const notRecorded = '—';

export function formatTokens(value: number | undefined): string {
  return value === undefined ? notRecorded : value.toLocaleString('en-US');
}

/** Anchor of a model id on the catalogue page: the id itself, which is stable across syncs. */
export function modelAnchor(model: string): string {
  return model.replace(/\s+/g, '-');
}

/** Anchor of one entry (an id as served by one provider); none when the provider is not recorded. */
export function entryAnchor(entry: DetailedModel): string | undefined {
  return entry.provider ? `${modelAnchor(entry.model)}--${entry.provider}` : undefined;
}

export type CatalogueRow = {
  entry: DetailedModel;
  /** The row's own anchor: model id and provider. */
  anchor?: string;
  /** The model id's anchor, on the first row of each id only. */
  modelAnchor?: string;
  vendor?: VendorPage;
  capabilities: Capability[];
  /** Lower-cased text the search box matches: id, provider, vendor, type, description. */
  haystack: string;
};

/** One row per entry, in the data's order. */
export function catalogueRows(entries: readonly DetailedModel[] = models): CatalogueRow[] {
  const anchored = new Set<string>();
  return entries.map((entry) => {
    const own = modelAnchor(entry.model);
    const first = !anchored.has(own);
    anchored.add(own);
    const vendor = vendorPageOf(entry.model);
    return {
      entry,
      anchor: entryAnchor(entry),
      modelAnchor: first ? own : undefined,
      vendor,
      capabilities: capabilitiesOf(entry),
      haystack: [entry.model, entry.provider, vendor?.name ?? '', typeLabel(entry), entry.description ?? '']
        .join(' ')
        .toLowerCase(),
    };
  });
}

/** The entries a Models page lists. */
export function vendorEntries(slug: string, entries: readonly DetailedModel[] = models): DetailedModel[] {
  return entries.filter((entry) => vendorPageOf(entry.model)?.slug === slug);
}

/** The catalogue page's URL path. */
export const cataloguePath = `${site.baseUrl}Models/Catalogue`;

/** The catalogue URL of a model id, for announcements and pages. */
export function catalogueHref(model: string): string {
  return `${cataloguePath}#${modelAnchor(model)}`;
}
