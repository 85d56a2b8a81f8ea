import {readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type {OpenApiSpec, Operation} from 'apipie-docs-api-reference/node';
import {fixturesDir} from '../meta';

type Schema = {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};

/** The id the description is known by to Ajv, so `#/components/...` references resolve inside it. */
const SPEC_ID = 'openapi.json';

export type AnswerShapes = {
  /**
   * An answer with every field the description marks optional left out, at every depth: what the
   * API may send under its schema. A sample that reads an optional field without handling its
   * absence fails on it (`e['max_tokens']`), where the description's full examples hide the fault.
   * In a `oneOf`/`anyOf`, the branch the value matches (by Ajv) gives the required fields.
   */
  requiredOnly(value: unknown, schema: unknown): unknown;
  /** Ajv's messages for a value its schema rejects; [] when it fits. */
  problems(value: unknown, schema: unknown): string[];
};

/** Answers checked against the response schemas of the description. */
export function answerShapes(spec: OpenApiSpec): AnswerShapes {
  const ajv = new Ajv2020({strict: false, validateFormats: false, allErrors: false});
  ajv.addSchema({components: spec.components ?? {}}, SPEC_ID);
  const schemas = ((spec.components ?? {}) as {schemas?: Record<string, Schema>}).schemas ?? {};
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? resolve(schemas[schema.$ref.split('/').pop()!]) : schema;
  const validators = new Map<Schema, (value: unknown) => string[]>();
  const problems = (schema: Schema | undefined, value: unknown): string[] => {
    if (!schema) return [];
    let validate = validators.get(schema);
    if (!validate) {
      // References inside the schema point into the registered description.
      const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${SPEC_ID}#/`)) as object;
      const compiled = ajv.compile(rooted);
      validate = (v) =>
        compiled(v) ? [] : (compiled.errors ?? []).map((e) => `${e.instancePath || '(the answer)'} ${e.message ?? ''}`);
      validators.set(schema, validate);
    }
    return validate(value);
  };
  const matches = (schema: Schema, value: unknown) => problems(schema, value).length === 0;

  const strip = (value: unknown, schema: Schema | undefined): unknown => {
    const s = resolve(schema);
    if (!s || value === null || typeof value !== 'object') return value;
    const branches = s.oneOf ?? s.anyOf;
    if (branches) {
      const branch = branches.find((b) => matches(b, value));
      return branch ? strip(value, branch) : value;
    }
    if (s.allOf) {
      const parts = s.allOf.map(resolve).filter((p): p is Schema => p !== undefined);
      const merged: Schema = {
        required: parts.flatMap((p) => p.required ?? []).concat(s.required ?? []),
        properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), s.properties ?? {}) as Record<
          string,
          Schema
        >,
      };
      return strip(value, merged);
    }
    if (Array.isArray(value)) return value.map((item) => strip(item, s.items));
    if (!s.properties) return value;
    const required = new Set(s.required ?? []);
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => required.has(key))
        .map(([key, child]) => [key, strip(child, s.properties![key])]),
    );
  };
  return {
    requiredOnly: (value, schema) => strip(value, schema as Schema | undefined),
    problems: (value, schema) => problems(schema as Schema, value),
  };
}

/** Where answer fixtures live: `{"operation": "GET /v1/models", "body": {...}}`, named by a sample's `answer` meta. */
export const answersDir = path.join(fixturesDir, 'answers');

export type AnswerFixture = {operation: string; body: unknown};

/** The JSON schema of an operation's 200 answer. */
export function okSchema(operation: Operation): unknown {
  return (operation.responses?.['200']?.content?.['application/json'] as {schema?: unknown} | undefined)?.schema;
}

/**
 * An answer fixture, checked: it names an operation of the description, and its body fits that
 * operation's 200 answer. Throws with the file and the schema's complaint.
 */
export function loadAnswer(
  name: string,
  find: (method: string, path: string) => Operation | undefined,
  shapes: AnswerShapes,
): AnswerFixture {
  const file = path.join(answersDir, name);
  const fixture = JSON.parse(readFileSync(file, 'utf8')) as AnswerFixture;
  const [method = '', route = ''] = fixture.operation.split(' ');
  const operation = find(method, route);
  const where = path.relative(process.cwd(), file);
  if (!operation) throw new Error(`${where}: "${fixture.operation}" is not an operation of the description`);
  const wrong = shapes.problems(fixture.body, okSchema(operation));
  if (wrong.length > 0)
    throw new Error(`${where}: the body does not fit the 200 answer of ${fixture.operation}: ${wrong.join('; ')}`);
  return fixture;
}
