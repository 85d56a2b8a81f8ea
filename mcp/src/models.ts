/** Filtering the published model data (`models.json`, entries shaped like the OpenAPI `DetailedModel`). */

export type ModelEntry = {
  id: string;
  model: string;
  provider: string;
  type: string;
  subtype?: string;
  description?: string;
  input_modalities?: string[];
  output_modalities?: string[];
  [other: string]: unknown;
};

export type ModelFilter = {
  /** Words that must all appear in the model id, provider, type, subtype, description or modalities. */
  query?: string;
  provider?: string;
  type?: string;
};

export class ModelDataError extends Error {
  override name = 'ModelDataError';
}

/** The entries of the published file: the `{object: 'list', data}` answer of GET /v1/models/detailed, or a plain array. */
export function modelEntries(json: unknown): unknown {
  return Array.isArray(json) ? json : (json as {data?: unknown} | null)?.data;
}

/** Checks the parts of each entry the tool relies on; names the first bad entry. */
export function parseModels(published: unknown, url: string): ModelEntry[] {
  const json = modelEntries(published);
  if (!Array.isArray(json))
    throw new ModelDataError(`${url} is neither a list of models nor an object with a "data" list.`);
  json.forEach((entry, i) => {
    const bad = ['id', 'model', 'provider', 'type'].find(
      (key) => typeof (entry as Record<string, unknown>)?.[key] !== 'string',
    );
    if (bad) throw new ModelDataError(`${url}: entry ${i} has no string "${bad}".`);
  });
  return json as ModelEntry[];
}

function searchableText(model: ModelEntry): string {
  return [
    model.id,
    model.model,
    model.provider,
    model.type,
    model.subtype,
    model.description,
    ...(model.input_modalities ?? []),
    ...(model.output_modalities ?? []),
  ]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .toLowerCase();
}

export function filterModels(models: readonly ModelEntry[], filter: ModelFilter): ModelEntry[] {
  const words = (filter.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const same = (a: string, b: string | undefined) => b === undefined || a.toLowerCase() === b.trim().toLowerCase();
  return models.filter((model) => {
    if (!same(model.provider, filter.provider) || !same(model.type, filter.type)) return false;
    const text = searchableText(model);
    return words.every((word) => text.includes(word));
  });
}
