import type {OpenApiSpec} from 'apipie-docs-api-reference/node';

/** The error codes and types the OpenAPI description names: its `Error` schema and its error examples. */
export type ErrorVocabulary = {codes: Set<string>; types: Set<string>};

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
const isObject = (value: unknown): value is {[key: string]: Json} =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `{"error": {...}}` envelope inside a value, at any depth. */
function envelopes(value: Json, found: {[key: string]: Json}[] = []): {[key: string]: Json}[] {
  if (Array.isArray(value)) value.forEach((item) => envelopes(item, found));
  else if (isObject(value)) {
    if (isObject(value.error)) found.push(value.error);
    Object.values(value).forEach((item) => envelopes(item, found));
  }
  return found;
}

export function errorVocabulary(spec: OpenApiSpec): ErrorVocabulary {
  const codes = new Set<string>();
  const types = new Set<string>();
  const error = (spec.components as {schemas?: Record<string, Json>} | undefined)?.schemas?.Error;
  const fields = isObject(error) && isObject(error.properties) ? error.properties.error : undefined;
  const properties = isObject(fields) && isObject(fields.properties) ? fields.properties : {};
  const examples = (name: string) => {
    const field = properties[name];
    return isObject(field) && Array.isArray(field.examples) ? field.examples.map(String) : [];
  };
  examples('code').forEach((code) => codes.add(code));
  examples('type').forEach((type) => types.add(type));
  for (const envelope of envelopes(spec as unknown as Json)) {
    if (typeof envelope.code === 'string') codes.add(envelope.code);
    if (typeof envelope.type === 'string') types.add(envelope.type);
  }
  return {codes, types};
}

const unknownCode = (code: string) =>
  `error code "${code}" is not in openapi/apipie.openapi.json (no source gives it, or a typo)`;
const unknownType = (type: string) =>
  `error type "${type}" is not in openapi/apipie.openapi.json (no source gives it, or a typo)`;

/**
 * Error codes and types in a code block that the description does not name, with their 1-based
 * line: in a JSON error envelope, and where code compares an error's `code` with a literal.
 */
export function unknownErrorCodes(
  code: string,
  lang: string,
  vocabulary: ErrorVocabulary,
): {line: number; message: string}[] {
  const problems: {line: number; message: string}[] = [];
  const lineOf = (index: number) => code.slice(0, index).split('\n').length;
  const lineOfValue = (key: string, value: string) => {
    const at = code.search(new RegExp(`"${key}"\\s*:\\s*"${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    return at < 0 ? 1 : lineOf(at);
  };
  if (lang === 'json') {
    let parsed: Json;
    try {
      parsed = JSON.parse(code) as Json;
    } catch {
      return []; // The syntax check reports it.
    }
    for (const envelope of envelopes(parsed)) {
      if (typeof envelope.code === 'string' && !vocabulary.codes.has(envelope.code))
        problems.push({line: lineOfValue('code', envelope.code), message: unknownCode(envelope.code)});
      if (typeof envelope.type === 'string' && !vocabulary.types.has(envelope.type))
        problems.push({line: lineOfValue('type', envelope.type), message: unknownType(envelope.type)});
    }
    return problems;
  }
  // err.code == "x", error["code"] === 'x', e.code != "x" (Python, TypeScript, Go)
  const comparison = /\b(?:code|Code)(?:["']\])?\s*(?:===?|!==?)\s*(["'])([A-Za-z][\w.-]*)\1/g;
  for (const match of code.matchAll(comparison)) {
    if (!vocabulary.codes.has(match[2]!)) problems.push({line: lineOf(match.index), message: unknownCode(match[2]!)});
  }
  return problems;
}
