/**
 * The build-time check of data/models.json: the shape of our DetailedModel schema
 * (GET /v1/models/detailed) plus the rules the docs rely on (unique ids, known providers
 * and types). Every message names the file and the entry, so a bad edit or a bad sync
 * says exactly what to fix.
 */

/** Providers APIpie routes through (fact sheet §A); '' means no source records the provider. */
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

export type DetailedModel = {
  id: string;
  model: string;
  /** '' when no source records which provider serves the id. */
  provider: string;
  type: string;
  subtype?: string;
  route?: string;
  description?: string;
  enabled?: 0 | 1;
  available?: 0 | 1;
  pool?: string | null;
  input_modalities?: string[];
  output_modalities?: string[];
  max_tokens?: number;
  max_response_tokens?: number;
  max_images_per_prompt?: number | null;
  max_pdf_size_mb?: number | null;
  supports_multipart?: boolean;
  pricing?: Record<string, unknown>;
  supported_input_parameters?: Record<string, unknown>;
};

export type DetailedModelList = {object: 'list'; data: DetailedModel[]};

type FieldRule = {describe: string; test: (value: unknown) => boolean};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const string: FieldRule = {describe: 'a string', test: (v) => typeof v === 'string'};
const flag: FieldRule = {describe: '0 or 1', test: (v) => v === 0 || v === 1};
const integer: FieldRule = {describe: 'a whole number', test: (v) => Number.isInteger(v) && (v as number) >= 0};
const strings: FieldRule = {
  describe: 'a list of strings',
  test: (v) => Array.isArray(v) && v.every((item) => typeof item === 'string'),
};
const orNull = (rule: FieldRule): FieldRule => ({
  describe: `${rule.describe} or null`,
  test: (v) => v === null || rule.test(v),
});

/** One rule per DetailedModel property; fields the schema does not name are left alone. */
const fieldRules: Record<keyof DetailedModel, FieldRule> = {
  id: string,
  model: string,
  provider: string,
  type: string,
  subtype: string,
  route: string,
  description: string,
  enabled: flag,
  available: flag,
  pool: orNull(string),
  input_modalities: strings,
  output_modalities: strings,
  max_tokens: integer,
  max_response_tokens: integer,
  max_images_per_prompt: orNull(integer),
  max_pdf_size_mb: orNull({describe: 'a number', test: (v) => typeof v === 'number' && v >= 0}),
  supports_multipart: {describe: 'true or false', test: (v) => typeof v === 'boolean'},
  pricing: {describe: 'an object', test: isObject},
  supported_input_parameters: {describe: 'an object', test: isObject},
};

const required = ['id', 'model', 'provider', 'type'] as const;

/** One fault of a model list: where (entry and JSON pointer), what, and what to do about it. */
export type ModelDataProblem = {pointer: string; message: string; hint: string};

/** Thrown for a model list that breaks the schema; `problems` holds one entry per fault. */
export class ModelDataError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly ModelDataProblem[],
  ) {
    // Per fault: 'data/models.json #/data/2/id: entry 3 (id "x"): duplicate id ...' and a "What to do" line.
    super(problems.map((p) => `${formatModelDataProblem(file, p)}\n  What to do: ${p.hint}`).join('\n'));
    this.name = 'ModelDataError';
  }
}

/** The problem line of a fault: the file, the JSON pointer, the entry and the problem. */
export function formatModelDataProblem(file: string, problem: ModelDataProblem): string {
  return `${file} ${problem.pointer}: ${problem.message}`;
}

function label(entry: unknown, index: number): string {
  const fields = isObject(entry) ? entry : {};
  const name =
    typeof fields.id === 'string' && fields.id
      ? `id "${fields.id}"`
      : typeof fields.model === 'string'
        ? `model "${fields.model}"`
        : 'no id';
  return `entry ${index + 1} (${name})`;
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
    const where = label(entry, index);
    const at = (key?: string) => `#/data/${index}${key ? `/${key}` : ''}`;
    const add = (key: string | undefined, message: string, hint: string) =>
      problems.push({pointer: at(key), message: `${where}: ${message}`, hint});
    if (!isObject(entry)) {
      add(
        undefined,
        'must be an object',
        'write the entry as an object with at least "id", "model", "provider" and "type".',
      );
      return;
    }
    for (const key of required) {
      if (entry[key] === undefined || (key !== 'provider' && entry[key] === '')) {
        add(
          key,
          `missing ${key}`,
          `add "${key}" to the entry${key === 'provider' ? ' ("" when no source records it)' : ''}.`,
        );
      }
    }
    for (const [key, rule] of Object.entries(fieldRules)) {
      const value = entry[key];
      if (value !== undefined && !rule.test(value)) {
        const optional = !(required as readonly string[]).includes(key);
        add(
          key,
          `${key} must be ${rule.describe}, got ${JSON.stringify(value)}`,
          `write ${key} as ${rule.describe}${optional ? ', or leave the field out' : ''}.`,
        );
      }
    }
    if (
      typeof entry.provider === 'string' &&
      entry.provider !== '' &&
      !(knownProviders as readonly string[]).includes(entry.provider)
    ) {
      add(
        'provider',
        `unknown provider "${entry.provider}" (known: ${knownProviders.join(', ')})`,
        'use a known provider, or "" when no source records it.',
      );
    }
    if (
      typeof entry.type === 'string' &&
      entry.type !== '' &&
      !(knownTypes as readonly string[]).includes(entry.type)
    ) {
      add('type', `unknown type "${entry.type}" (known: ${knownTypes.join(', ')})`, 'use a known type.');
    }
    if (typeof entry.id === 'string' && entry.id !== '') {
      const first = firstSeen.get(entry.id);
      if (first !== undefined) {
        add(
          'id',
          `duplicate id "${entry.id}" (first used by entry ${first + 1})`,
          `keep one entry for "${entry.id}": remove this one or merge it into entry ${first + 1}, or correct its id.`,
        );
      } else firstSeen.set(entry.id, index);
    }
  });
  return problems;
}

/** Parses and checks a model list; throws ModelDataError naming the file and each bad entry. */
export function checkModelData(raw: unknown, file: string): DetailedModelList {
  const problems = modelDataProblems(raw);
  if (problems.length > 0) throw new ModelDataError(file, problems);
  return raw as DetailedModelList;
}

/** The order the file is kept in, so syncs print small diffs: by model id, then provider. */
export function sortModels(models: readonly DetailedModel[]): DetailedModel[] {
  return [...models].sort(
    (a, b) =>
      a.model.toLowerCase().localeCompare(b.model.toLowerCase(), 'en') ||
      a.model.localeCompare(b.model, 'en') ||
      a.provider.localeCompare(b.provider, 'en') ||
      a.id.localeCompare(b.id, 'en'),
  );
}

/** The file's text for a list: sorted, two-space JSON, final newline. */
export function serializeModels(list: DetailedModelList): string {
  return `${JSON.stringify({object: 'list', data: sortModels(list.data)}, null, 2)}\n`;
}
