/**
 * The shape of data/models.json and its check, shared by the build (plugins/model-catalogue),
 * the pages, `npm run sync:models`, `check:samples` and the docs MCP server, which reads the same
 * file as /docs/models.json.
 *
 * One entry per model id (the id a request sends as `model`). Each entry holds the variants its
 * sources list for that id, usually one per provider; every variant names its source (a key of
 * data/modelSources.ts) and the date it was seen there, so each fact carries where and when it was
 * recorded. A variant holds only facts: fields no rule names (a label, a price) fail the check,
 * so the snapshot's labels and prices can never be published by accident.
 */
import {sourceKeys, type SourceKey} from './modelSources';

/**
 * Where the site publishes this data, under its base URL (/docs/models.json): the catalogue and the MCP server
 * read it there.
 */
export const publishedModelsFile = 'models.json';

/**
 * Providers APIpie routes through, as the older APIpie docs list them (source `R`, data/modelSources.ts).
 * A variant leaves `provider` out when its source does not record it.
 */
export const knownProviders = [
  'openai',
  'anthropic',
  'openrouter',
  'bedrock',
  'edenai',
  'together',
  'deepinfra',
  'monster',
  'mistral',
  'elevenlabs',
  'prodia',
  'pool',
] as const;

/** Values of `type` that GET /v1/models accepts as a filter. */
export const knownTypes = ['llm', 'vision', 'embedding', 'image', 'voice', 'moderation', 'coding', 'free'] as const;

/**
 * The context window a generator wrote into the snapshot [S] when the API gave none: an [S]
 * variant may carry it only when another source records the same value for the id.
 */
export const snapshotDefaultContext = 32768;

/** One source's record of a model id: usually one provider's entry, with its limits and capabilities. */
export type ModelVariant = {
  source: SourceKey;
  /** The date the source shows it, YYYY-MM-DD. */
  seen: string;
  /** Left out when the source does not record which provider serves this variant. */
  provider?: string;
  type: string;
  subtype?: string;
  route?: string;
  description?: string;
  enabled?: 0 | 1;
  available?: 0 | 1;
  pool?: string | null;
  input_modalities?: string[];
  output_modalities?: string[];
  /** Context window in tokens. */
  max_tokens?: number;
  max_response_tokens?: number;
  max_images_per_prompt?: number | null;
  max_pdf_size_mb?: number | null;
  supports_multipart?: boolean;
  supported_input_parameters?: Record<string, boolean>;
  /** The API's subtype marks the variant as a reasoning model (recorded by [S]). */
  reasoning?: boolean;
  /** The variant takes images or other files with the prompt (recorded by [S]). */
  attachments?: boolean;
};

export type ModelEntry = {
  /** The id a request sends as `model`, spelled as the sources list it. */
  id: string;
  variants: ModelVariant[];
};

export type ModelList = {object: 'list'; data: ModelEntry[]};

type FieldRule = {describe: string; test: (value: unknown) => boolean};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const string: FieldRule = {describe: 'a string', test: (v) => typeof v === 'string' && v !== ''};
const oneOf = (values: readonly string[], what: string): FieldRule => ({
  describe: `${what} (${values.join(', ')})`,
  test: (v) => typeof v === 'string' && values.includes(v),
});
const flag: FieldRule = {describe: '0 or 1', test: (v) => v === 0 || v === 1};
const boolean: FieldRule = {describe: 'true or false', test: (v) => typeof v === 'boolean'};
const count: FieldRule = {describe: 'a whole number above 0', test: (v) => Number.isInteger(v) && (v as number) > 0};
const strings: FieldRule = {
  describe: 'a list of strings',
  test: (v) => Array.isArray(v) && v.every((item) => typeof item === 'string'),
};
const orNull = (rule: FieldRule): FieldRule => ({
  describe: `${rule.describe} or null`,
  test: (v) => v === null || rule.test(v),
});
const isRealDate = (v: string) => {
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
};
const date: FieldRule = {
  describe: 'a date written YYYY-MM-DD, not after today',
  test: (v) =>
    typeof v === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(v) &&
    isRealDate(v) &&
    v <= new Date().toISOString().slice(0, 10),
};

/** One rule per ModelVariant field. A field without a rule is not model data and fails the check. */
const variantRules: Record<keyof ModelVariant, FieldRule> = {
  source: oneOf(sourceKeys, 'a source key'),
  seen: date,
  provider: oneOf(knownProviders, 'a known provider'),
  type: oneOf(knownTypes, 'a known type'),
  subtype: string,
  route: string,
  description: string,
  enabled: flag,
  available: flag,
  pool: orNull(string),
  input_modalities: strings,
  output_modalities: strings,
  max_tokens: count,
  max_response_tokens: count,
  max_images_per_prompt: orNull({describe: 'a whole number', test: (v) => Number.isInteger(v) && (v as number) >= 0}),
  max_pdf_size_mb: orNull({describe: 'a number', test: (v) => typeof v === 'number' && v >= 0}),
  supports_multipart: boolean,
  supported_input_parameters: {
    describe: 'an object of true/false flags',
    test: (v) => isObject(v) && Object.values(v).every((flag) => typeof flag === 'boolean'),
  },
  reasoning: boolean,
  attachments: boolean,
};

const requiredVariantFields = ['source', 'seen', 'type'] as const;

/** Fields a source may carry that the docs never publish, with the reason the check gives. */
const neverPublished: Record<string, string> = {
  name: "a label, not a fact (the snapshot's names were written by a language model); the catalogue shows the id",
  pricing: 'prices change and the sources mix units; readers get prices from the live API',
  cost_per_1m_in: 'prices are not published from the model data',
  cost_per_1m_out: 'prices are not published from the model data',
  cost_per_1m_in_cached: 'prices are not published from the model data',
  cost_per_1m_out_cached: 'prices are not published from the model data',
};

/** One fault of a model list: where (entry and JSON pointer), what, and what to do about it. */
export type ModelDataProblem = {pointer: string; message: string; hint: string};

/** Thrown for a model list that breaks the schema; `problems` holds one entry per fault. */
export class ModelDataError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly ModelDataProblem[],
  ) {
    // Per fault: 'data/models.json #/data/2/variants/0/max_tokens: entry 3 (id "x"), variant 1: ...'
    // and a "What to do" line.
    super(problems.map((p) => `${formatModelDataProblem(file, p)}\n  What to do: ${p.hint}`).join('\n'));
    this.name = 'ModelDataError';
  }
}

/** The problem line of a fault: the file, the JSON pointer, the entry and the problem. */
export function formatModelDataProblem(file: string, problem: ModelDataProblem): string {
  return `${file} ${problem.pointer}: ${problem.message}`;
}

function entryLabel(entry: unknown, index: number): string {
  const id = isObject(entry) && typeof entry.id === 'string' && entry.id ? `id "${entry.id}"` : 'no id';
  return `entry ${index + 1} (${id})`;
}

function variantProblems(
  variant: unknown,
  add: (key: string | undefined, message: string, hint: string) => void,
): void {
  if (!isObject(variant)) {
    add(undefined, 'must be an object', 'write the variant as an object with at least "source", "seen" and "type".');
    return;
  }
  for (const key of requiredVariantFields) {
    if (variant[key] === undefined) {
      const hint =
        key === 'type'
          ? 'add "type" to the variant.'
          : `add "${key}": every variant says where (source) and when (seen) its facts were recorded.`;
      add(key, `missing ${key}`, hint);
    }
  }
  for (const [key, value] of Object.entries(variant)) {
    const rule = (variantRules as Record<string, FieldRule | undefined>)[key];
    if (!rule) {
      const why = neverPublished[key];
      add(
        key,
        why ? `"${key}" is never published: ${why}` : `unknown field "${key}"`,
        why
          ? `remove "${key}".`
          : `remove it, or give it a rule in data/modelSchema.ts (fields: ${Object.keys(variantRules).join(', ')}).`,
      );
      continue;
    }
    if (!rule.test(value)) {
      const required = (requiredVariantFields as readonly string[]).includes(key);
      add(
        key,
        `${key} must be ${rule.describe}, got ${JSON.stringify(value)}`,
        `write ${key} as ${rule.describe}${required ? '' : ', or leave the field out'}.`,
      );
    }
  }
}

/** The faults of one parsed model list; [] when it is valid. */
export function modelDataProblems(raw: unknown): ModelDataProblem[] {
  if (!isObject(raw) || raw.object !== 'list' || !Array.isArray(raw.data)) {
    return [
      {
        pointer: '#',
        message: 'the file must be an object {"object": "list", "data": [...]}',
        hint: 'restore that top level and keep the models in its "data" list.',
      },
    ];
  }
  const problems: ModelDataProblem[] = [];
  const firstSeen = new Map<string, number>();
  raw.data.forEach((entry, index) => {
    const where = entryLabel(entry, index);
    const add = (pointer: string, message: string, hint: string) =>
      problems.push({pointer: `#/data/${index}${pointer}`, message: `${where}: ${message}`, hint});
    if (!isObject(entry)) {
      add('', 'must be an object', 'write the entry as an object {"id": ..., "variants": [...]}.');
      return;
    }
    for (const key of Object.keys(entry)) {
      if (key !== 'id' && key !== 'variants')
        add(
          `/${key}`,
          `unknown field "${key}" (an entry holds "id" and "variants")`,
          `move "${key}" into the variant of the source that records it, or remove it.`,
        );
    }
    const id = entry.id;
    if (typeof id !== 'string' || id === '' || /\s/.test(id)) {
      add(
        '/id',
        id === undefined ? 'missing id' : `id must be a model id without spaces, got ${JSON.stringify(id)}`,
        'write the id as the sources spell it, e.g. "gpt-4o".',
      );
    } else {
      const first = firstSeen.get(id);
      if (first !== undefined) {
        add(
          '/id',
          `duplicate id "${id}" (first used by entry ${first + 1})`,
          `keep one entry for "${id}": move this entry's variants into entry ${first + 1}, or correct its id.`,
        );
      } else firstSeen.set(id, index);
    }
    if (!Array.isArray(entry.variants) || entry.variants.length === 0) {
      add(
        '/variants',
        'needs a list of at least one variant',
        'add "variants": [{"source": ..., "seen": ..., "type": ...}] with what the source records.',
      );
      return;
    }
    const variants = entry.variants as unknown[];
    variants.forEach((variant, v) => {
      variantProblems(variant, (key, message, hint) =>
        add(`/variants/${v}${key ? `/${key}` : ''}`, `variant ${v + 1}: ${message}`, hint),
      );
    });
    // The snapshot wrote 32768 where the API gave no context window: keep it only where another source agrees.
    const agreed = variants.some((v) => isObject(v) && v.source !== 'S' && v.max_tokens === snapshotDefaultContext);
    variants.forEach((variant, v) => {
      if (isObject(variant) && variant.source === 'S' && variant.max_tokens === snapshotDefaultContext && !agreed) {
        add(
          `/variants/${v}/max_tokens`,
          `variant ${v + 1}: max_tokens ${snapshotDefaultContext} from [S] may be the snapshot's default, and no other source of this id agrees`,
          `leave max_tokens out of this variant, or add the source that records ${snapshotDefaultContext} for this id.`,
        );
      }
    });
  });
  return problems;
}

/** Parses and checks a model list; throws ModelDataError naming the file and each bad entry. */
export function checkModelData(raw: unknown, file: string): ModelList {
  const problems = modelDataProblems(raw);
  if (problems.length > 0) throw new ModelDataError(file, problems);
  return raw as ModelList;
}

const sourceOrder = (key: SourceKey) => sourceKeys.indexOf(key);

/** A variant with its fields in the schema's order, so the file reads the same whoever wrote it. */
function canonicalVariant(variant: ModelVariant): ModelVariant {
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(variantRules)) {
    const value = (variant as Record<string, unknown>)[key];
    if (value !== undefined) ordered[key] = value;
  }
  return ordered as ModelVariant;
}

/** Variants in a stable order: oldest sighting first, then by source, provider and content. */
export function sortVariants(variants: readonly ModelVariant[]): ModelVariant[] {
  return variants
    .map(canonicalVariant)
    .sort(
      (a, b) =>
        a.seen.localeCompare(b.seen) ||
        sourceOrder(a.source) - sourceOrder(b.source) ||
        (a.provider ?? '').localeCompare(b.provider ?? '', 'en') ||
        JSON.stringify(a).localeCompare(JSON.stringify(b)),
    );
}

/** The order the file is kept in, so edits and syncs print small diffs: by id, ignoring case first. */
export function sortModels(models: readonly ModelEntry[]): ModelEntry[] {
  return [...models]
    .sort((a, b) => a.id.toLowerCase().localeCompare(b.id.toLowerCase(), 'en') || a.id.localeCompare(b.id, 'en'))
    .map((entry) => ({id: entry.id, variants: sortVariants(entry.variants)}));
}

/** The file's text for a list: sorted, two-space JSON, final newline. */
export function serializeModels(list: ModelList): string {
  return `${JSON.stringify({object: 'list', data: sortModels(list.data)}, null, 2)}\n`;
}
