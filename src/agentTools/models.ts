/**
 * Filtering the published model data (`models.json`). Its shape and its check are the site's own
 * (data/modelSchema.ts, compiled into the package by build.mjs), so the server reads exactly what
 * the build wrote: `{object: "list", data: [{id, variants: [...]}]}`.
 */
import {matchForm} from '../../data/catalogue';
import {checkModelData, ModelDataError, type ModelEntry} from '../../data/modelSchema';

export {ModelDataError};

export type ModelFilter = {
  /** Words that must all appear in the id or in a variant's provider, type, subtype, description or modalities. */
  query?: string;
  /** Only ids with a variant of this provider. */
  provider?: string;
  /** Only ids with a variant of this type. */
  type?: string;
};

/** Checks the published file as the build checks data/models.json; a bad file names its entries and JSON pointers. */
export function parseModels(published: unknown, url: string): ModelEntry[] {
  return checkModelData(published, url).data;
}

function searchableText(entry: ModelEntry): string {
  const parts = [entry.id];
  for (const v of entry.variants) {
    parts.push(v.provider ?? '', v.type, v.subtype ?? '', v.description ?? '');
    parts.push(...(v.input_modalities ?? []), ...(v.output_modalities ?? []));
  }
  return matchForm(parts.join(' '));
}

export function filterModels(models: readonly ModelEntry[], filter: ModelFilter): ModelEntry[] {
  const words = matchForm(filter.query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const same = (a: string | undefined, b: string | undefined) =>
    b === undefined || (a ?? '').toLowerCase() === b.trim().toLowerCase();
  return models.filter((entry) => {
    if (!entry.variants.some((v) => same(v.provider, filter.provider) && same(v.type, filter.type))) return false;
    const text = searchableText(entry);
    return words.every((word) => text.includes(word));
  });
}

/** How find_model matched: the one id named, or ids containing every word of the name. */
export type ModelLookup = {exact: ModelEntry} | {exact?: undefined; matches: ModelEntry[]};

/**
 * The model an id names, in either spelling of a version (`gpt-4.1` finds gpt-4-1); otherwise every id
 * that holds each of the words (`claude sonnet 4`), in the data's order.
 */
export function findModel(models: readonly ModelEntry[], model: string): ModelLookup {
  const wanted = matchForm(model.trim());
  const exact = models.find((entry) => matchForm(entry.id) === wanted);
  if (exact) return {exact};
  const words = wanted.split(/[\s/:]+/).filter(Boolean);
  return {matches: models.filter((entry) => words.every((word) => matchForm(entry.id).includes(word)))};
}
