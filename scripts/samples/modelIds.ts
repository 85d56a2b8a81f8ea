import {readFileSync} from 'node:fs';
import path from 'node:path';
import {checkModelData} from '../../data/modelSchema';
import type {CurlCall} from './curl';

/** The model data every sample's model ids are checked against. */
export const modelDataFile = 'data/models.json';

/** The model ids of data/models.json (the file is schema-checked first). */
export function knownModelIds(file = path.resolve(modelDataFile)): Set<string> {
  return new Set(checkModelData(JSON.parse(readFileSync(file, 'utf8')), modelDataFile).data.map((m) => m.id));
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
  options: {lang: string; curlCalls?: readonly CurlCall[]; isApiCall?: (call: CurlCall) => boolean} = {lang: ''},
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
    }
  }
  return problems;
}
