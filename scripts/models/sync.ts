import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {readApipieKey} from '../../config/env';
import {site} from '../../config/site';
import {formatSightings, sightingsOf} from '../../data/catalogue';
import {
  checkModelData,
  modelDataProblems,
  serializeModels,
  type ModelEntry,
  type ModelVariant,
} from '../../data/modelSchema';
import {modelDataFile} from '../samples/modelIds';

export type SyncOptions = {
  apiKey: string;
  /** API base, e.g. https://apipie.ai/v1 (a local fixture server in tests). */
  baseUrl: string;
  /** The data file to rewrite. */
  file: string;
  /** The date the answer is recorded as seen, YYYY-MM-DD; today (UTC) by default. */
  seen?: string;
  fetch?: typeof fetch;
};

export type SyncResult = {changed: boolean; diff: string[]};

/** Thrown when the sync stops; the data file is untouched. */
export class SyncError extends Error {
  override name = 'SyncError';
}

/**
 * Fields of a GET /v1/models/detailed item the data keeps, as the API names them. Left out: `model`
 * (the id is what requests send), prices (they change, and the docs send readers to the live API
 * for them) and fields the schema has no rule for.
 */
const keptFields = [
  'type',
  'subtype',
  'route',
  'description',
  'enabled',
  'available',
  'pool',
  'input_modalities',
  'output_modalities',
  'max_tokens',
  'max_response_tokens',
  'max_images_per_prompt',
  'max_pdf_size_mb',
  'supports_multipart',
  'supported_input_parameters',
] as const satisfies readonly (keyof ModelVariant)[];

/** The variant an API item becomes: source L (the live API) seen on the given date. */
export function liveVariant(item: Record<string, unknown>, seen: string): ModelVariant {
  const variant: Record<string, unknown> = {source: 'L', seen};
  if (typeof item.provider === 'string' && item.provider !== '') variant.provider = item.provider;
  for (const key of keptFields) {
    const value = item[key];
    // The API writes 0 or "" where it records nothing.
    if (value === undefined || value === '' || ((key === 'max_tokens' || key === 'max_response_tokens') && value === 0))
      continue;
    variant[key] = value;
  }
  // The same rule as the snapshot [S]: a subtype that names reasoning marks a reasoning model.
  if (typeof item.subtype === 'string' && item.subtype.includes('reasoning')) variant.reasoning = true;
  return variant as ModelVariant;
}

/**
 * The entries of an answer of GET /v1/models/detailed, one per id with a variant per item; items
 * the API marks as not enabled are left out. Stops with a SyncError naming each item that does not
 * fit the data's schema (its pointer in the answer, and the field).
 */
export function liveEntries(body: unknown, seen: string, url: string): ModelEntry[] {
  const data = (body as {object?: unknown; data?: unknown} | null)?.data;
  if (
    typeof body !== 'object' ||
    body === null ||
    (body as {object?: unknown}).object !== 'list' ||
    !Array.isArray(data)
  )
    throw new SyncError(`GET ${url} did not answer {"object": "list", "data": [...]}.`);
  const problems: string[] = [];
  const byId = new Map<string, ModelVariant[]>();
  data.forEach((item: unknown, index) => {
    const fields = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (fields.enabled === 0) return;
    const id = fields.id;
    const variant = liveVariant(fields, seen);
    const one = {object: 'list', data: [{id, variants: [variant]}]};
    for (const p of modelDataProblems(one)) {
      const pointer = p.pointer.replace(/^#\/data\/0(\/variants\/0)?/, `#/data/${index}`);
      const detail = p.message.replace(/^entry 1 \([^)]*\): (variant 1: )?/, '');
      const name = typeof id === 'string' && id ? `id "${id}"` : 'no id';
      problems.push(`  body ${pointer}: item ${index + 1} (${name}): ${detail}`);
    }
    if (typeof id === 'string') byId.set(id, [...(byId.get(id) ?? []), variant]);
  });
  if (problems.length > 0)
    throw new SyncError(`GET ${url} answered items that do not fit the model data schema:\n${problems.join('\n')}`);
  return [...byId].map(([id, variants]) => ({id, variants}));
}

/** One line per added, removed or changed id: `+ id (…)`, `- id`, `~ id: before → after` by sources and dates. */
export function describeChanges(before: readonly ModelEntry[], after: readonly ModelEntry[]): string[] {
  const old = new Map(before.map((m) => [m.id, m]));
  const next = new Map(after.map((m) => [m.id, m]));
  const seen = (entry: ModelEntry) => formatSightings(sightingsOf(entry));
  const lines: string[] = [];
  for (const [id, entry] of next) {
    const previous = old.get(id);
    if (!previous) lines.push(`+ ${id} (${seen(entry)})`);
    else if (JSON.stringify(previous.variants) !== JSON.stringify(entry.variants))
      lines.push(`~ ${id}: ${seen(previous)} → ${seen(entry)}`);
  }
  for (const id of old.keys()) if (!next.has(id)) lines.push(`- ${id}`);
  return lines;
}

/**
 * Fetches GET /v1/models/detailed and rewrites the data file with what it lists, each item a
 * variant with source L and the date of the sync. Stops with a SyncError, leaving the file as it
 * was, on a network failure, a non-2xx answer, or items that do not fit the schema.
 */
export async function syncModels({
  apiKey,
  baseUrl,
  file,
  seen = new Date().toISOString().slice(0, 10),
  fetch: fetchImpl = fetch,
}: SyncOptions): Promise<SyncResult> {
  const url = `${baseUrl.replace(/\/$/, '')}/models/detailed`;
  let response: Response;
  try {
    response = await fetchImpl(url, {headers: {Authorization: `Bearer ${apiKey}`, Accept: 'application/json'}});
  } catch (error) {
    throw new SyncError(`GET ${url} failed: ${(error as Error).message}. ${file} is unchanged.`);
  }
  if (!response.ok) {
    throw new SyncError(`GET ${url} answered ${response.status} ${response.statusText}. ${file} is unchanged.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SyncError(`GET ${url} did not answer JSON. ${file} is unchanged.`);
  }
  let entries: ModelEntry[];
  try {
    entries = liveEntries(body, seen, url);
  } catch (error) {
    throw new SyncError(`${(error as Error).message}\n${file} is unchanged.`);
  }
  const before = readFileSync(file, 'utf8');
  const after = serializeModels(checkModelData({object: 'list', data: entries}, url));
  const diff = describeChanges(
    checkModelData(JSON.parse(before), file).data,
    checkModelData(JSON.parse(after), url).data,
  );
  if (after !== before) writeFileSync(file, after);
  return {changed: after !== before, diff};
}

/** The command: `npm run sync:models [-- --base-url URL]`. */
export async function main(argv: readonly string[]): Promise<number> {
  const at = argv.indexOf('--base-url');
  const baseUrl = at >= 0 ? (argv[at + 1] ?? '') : site.apiBaseUrl;
  const file = path.resolve(modelDataFile);
  try {
    const {changed, diff} = await syncModels({apiKey: readApipieKey(), baseUrl, file});
    for (const line of diff) console.log(line);
    console.log(
      changed
        ? `sync:models: ${modelDataFile} rewritten from the live API (source L), ${diff.length} ids changed.`
        : `sync:models: ${modelDataFile} already up to date.`,
    );
    return 0;
  } catch (error) {
    console.error(`sync:models: ${(error as Error).message}`);
    return 1;
  }
}

if (require.main === module) void main(process.argv.slice(2)).then((code) => process.exit(code));
