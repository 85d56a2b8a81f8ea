import {readFileSync} from 'node:fs';
import path from 'node:path';
import {checkModelData} from '../../data/modelSchema';
import type {CurlCall} from './curl';

/** The model data every sample's model ids are checked against. */
export const modelDataFile = 'data/models.json';

/** The model ids of data/models.json (the file is schema-checked first). */
export function knownModelIds(file = path.resolve(modelDataFile)): Set<string> {
  return new Set(readModels(file).map((m) => m.id));
}

const readModels = (file: string) => checkModelData(JSON.parse(readFileSync(file, 'utf8')), modelDataFile).data;

/** Sources that list what the API served on one day: the snapshot [S] and the live list [L]. */
const listSources = new Set(['S', 'L']);

/** The kinds of model the newest list holds (its generator kept language models only). */
const listedTypes = new Set(['llm', 'coding']);

/** A language-model id the newest list lacks: the date of the list, and the last date a source showed the id. */
export type StaleId = {listed: string; lastSeen: string};

/**
 * Language-model ids of data/models.json that the newest model list (the snapshot of 2025-10-27, or
 * a live sync) does not hold: older spellings and retired models. Kinds of model the list does not
 * cover (embeddings, images, voices) are never stale here, as the list cannot vouch for them.
 */
export function staleModelIds(file = path.resolve(modelDataFile)): Map<string, StaleId> {
  const models = readModels(file);
  const listDates = models.flatMap((m) => m.variants.filter((v) => listSources.has(v.source)).map((v) => v.seen));
  const listed = listDates.sort().at(-1);
  const stale = new Map<string, StaleId>();
  if (!listed) return stale;
  for (const m of models) {
    if (m.variants.some((v) => listSources.has(v.source))) continue;
    if (!m.variants.some((v) => listedTypes.has(v.type))) continue;
    stale.set(m.id, {
      listed,
      lastSeen: m.variants
        .map((v) => v.seen)
        .sort()
        .at(-1)!,
    });
  }
  return stale;
}

/**
 * A model field with a literal value in JSON, Python, TypeScript, Go or YAML:
 * `"model": "x"`, `model="x"`, `model: 'x'`, `Model: "x"`, `tools_model: x` (YAML, unquoted).
 */
const modelField =
  /\b(?:tools_|integrity_)?[Mm]odel\b["']?\s*[:=]\s*(?:(["'])([^"'\n]*)\1|([A-Za-z0-9][\w.\-/,]*)\s*$)/gm;

/** Values that stand for an id rather than being one: shell or template variables, placeholders. */
const placeholder = /[$<>{}]|\.\.\./;

/**
 * Model ids in a code block that the model data does not know, with their 1-based line in the
 * block. A comma-separated value (a multi-model query) is checked id by id; LiteLLM-style
 * clients write APIpie ids behind an `openai/` prefix, which is removed first.
 */
export function unknownModelIds(
  code: string,
  known: ReadonlySet<string>,
  options: {
    lang: string;
    curlCalls?: readonly CurlCall[];
    isApiCall?: (call: CurlCall) => boolean;
    /** Ids the newest list lacks; a sample that sends one says why in its fence meta (`older-id`). */
    stale?: ReadonlyMap<string, StaleId>;
    olderIdReason?: string;
  } = {lang: ''},
): {line: number; message: string}[] {
  const problems: {line: number; message: string}[] = [];
  for (const match of code.matchAll(modelField)) {
    const quoted = match[2];
    const bare = match[3];
    // Unquoted values count only in YAML, where `model: gpt-4o` is a string.
    const value = quoted ?? (options.lang === 'yaml' || options.lang === 'yml' ? bare : undefined);
    if (value === undefined || value === '' || placeholder.test(value)) continue;
    const line = code.slice(0, match.index).split('\n').length;
    if (options.curlCalls) {
      // In shell, only bodies sent to APIpie name APIpie ids (a local proxy has its own aliases).
      const call = [...options.curlCalls].reverse().find((c) => c.line <= line);
      if (!call || !options.isApiCall?.(call)) continue;
    }
    for (const id of value.split(',').map((v) => v.trim().replace(/^openai\//, ''))) {
      if (id && !known.has(id))
        problems.push({line, message: `model "${id}" is not in ${modelDataFile} (a typo, or an id no source records)`});
      const stale = id ? options.stale?.get(id) : undefined;
      if (stale && !options.olderIdReason)
        problems.push({
          line,
          message: `model "${id}" is not in the model list of ${stale.listed} (${modelDataFile} last shows it on ${stale.lastSeen})`,
        });
    }
  }
  // A stale id given as any other value counts too: a variable, a URL's query, a config file's key.
  if (options.stale && !options.olderIdReason) {
    const reported = new Set(problems.map((p) => `${p.line} ${p.message}`));
    for (const match of code.matchAll(/[=:]\s*["']?([A-Za-z0-9][\w.\-/]*\w)/g)) {
      const id = match[1]!.replace(/^[\w-]+\//, '');
      const stale = options.stale.get(id);
      if (!stale) continue;
      const line = code.slice(0, match.index).split('\n').length;
      const message = `model "${id}" is not in the model list of ${stale.listed} (${modelDataFile} last shows it on ${stale.lastSeen})`;
      if (!reported.has(`${line} ${message}`)) problems.push({line, message});
      reported.add(`${line} ${message}`);
    }
  }
  return problems;
}
