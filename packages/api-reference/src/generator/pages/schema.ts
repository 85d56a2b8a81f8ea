/** What no source supports carries its reason here (unverified.ts). */
type Unverified = {'x-apipie-unverified'?: string};

/** The subset of OpenAPI 3.1 / JSON Schema the reference renders, after the generator resolved every `$ref`. */
export type Schema = {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
} & Unverified;

export type MediaType = {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, {summary?: string; value?: unknown}>;
};

export type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: Schema;
} & Unverified;

export type RequestBody = {description?: string; required?: boolean; content?: Record<string, MediaType>};

export type Header = {description?: string; required?: boolean; schema?: Schema} & Unverified;

export type Response = {
  description?: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
} & Unverified;

/** The alternatives of a schema that is one of several shapes. */
export function variantsOf(schema: Schema): Schema[] | undefined {
  return schema.oneOf ?? schema.anyOf;
}

/** The schema of each value of a map (an object with `additionalProperties` as a schema). */
export function mapValuesOf(schema: Schema): Schema | undefined {
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

/** The schema's types without `null`, and whether `null` is allowed. */
export function typesOf(schema: Schema): {types: string[]; nullable: boolean} {
  const listed = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const types = listed.filter((t) => t !== 'null');
  if (types.length === 0 && schema.properties) types.push('object');
  if (types.length === 0 && schema.items) types.push('array');
  return {types, nullable: listed.includes('null') || schema.nullable === true};
}

/** Fields an object schema lists, with whether each is required. */
export function fieldsOf(schema: Schema): {name: string; schema: Schema; required: boolean}[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    schema: field,
    required: required.has(name),
  }));
}
