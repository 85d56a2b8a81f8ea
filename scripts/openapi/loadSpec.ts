import {readFileSync} from 'node:fs';
import path from 'node:path';
import JSON5 from 'json5';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export const httpMethods: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export type CodeSample = {lang: string; label: string; source: string};

export type MediaType = {schema?: unknown; example?: unknown; examples?: Record<string, {value: unknown}>};

export type Parameter = {name: string; in: string; required?: boolean; example?: unknown; schema?: {default?: unknown}};

export type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: {content?: Record<string, MediaType>};
  responses?: Record<string, {content?: Record<string, MediaType>; $ref?: string}>;
  'x-codeSamples'?: CodeSample[];
};

export type OpenApiSpec = {
  openapi: string;
  info: {title: string; description?: string; version: string};
  servers?: {url: string}[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components?: Record<string, unknown>;
};

export type OperationEntry = {path: string; method: HttpMethod; operation: Operation};

/** Every operation of the description, in document order. */
export function listOperations(spec: OpenApiSpec): OperationEntry[] {
  return Object.entries(spec.paths).flatMap(([route, item]) =>
    httpMethods.flatMap((method) => (item[method] ? [{path: route, method, operation: item[method]!}] : [])),
  );
}

/**
 * Line and column of a JSON syntax error, for messages people can act on.
 * V8's own message often has no position; JSON5 (a superset of JSON) reports one.
 */
function errorPosition(text: string): string {
  try {
    JSON5.parse(text);
  } catch (error) {
    const {lineNumber, columnNumber} = error as {lineNumber?: number; columnNumber?: number};
    if (lineNumber !== undefined) return ` at line ${lineNumber}, column ${columnNumber}`;
  }
  return '';
}

/**
 * Reads the OpenAPI description and fails with the file name and the problem
 * when it is not JSON or lacks what the docs need.
 */
export function loadSpec(file: string): OpenApiSpec {
  const rel = path.relative(process.cwd(), file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the OpenAPI description ${rel}: ${(error as Error).message}`);
  }
  let spec: OpenApiSpec;
  try {
    spec = JSON.parse(text) as OpenApiSpec;
  } catch (error) {
    throw new Error(`The OpenAPI description ${rel} is not valid JSON${errorPosition(text)}: ${(error as Error).message}`);
  }
  const problems = specProblems(spec);
  if (problems.length > 0) {
    throw new Error(`The OpenAPI description ${rel} is incomplete:\n- ${problems.join('\n- ')}`);
  }
  return spec;
}

/** What the generated reference needs from every operation; an empty list means complete. */
export function specProblems(spec: OpenApiSpec): string[] {
  const problems: string[] = [];
  if (typeof spec !== 'object' || spec === null) return ['the document is not an object'];
  if (!/^3\.1\./.test(String(spec.openapi))) problems.push(`"openapi" must be 3.1.x, found ${JSON.stringify(spec.openapi)}`);
  if (!spec.info?.title || !spec.info?.version) problems.push('"info" needs a title and a version');
  if (!spec.info?.description) problems.push('"info.description" is empty: it becomes the API introduction page');
  if (!spec.servers?.[0]?.url) problems.push('"servers" needs at least one url');
  if (typeof spec.paths !== 'object' || spec.paths === null) return [...problems, '"paths" is missing'];
  const tagNames = new Set((spec.tags ?? []).map((t) => t.name));
  for (const tag of spec.tags ?? []) {
    if (!tag.description) problems.push(`tag "${tag.name}" has no description`);
  }
  const ids = new Set<string>();
  for (const {path: route, method, operation} of listOperations(spec)) {
    const where = `${method.toUpperCase()} ${route}`;
    for (const field of ['operationId', 'summary', 'description'] as const) {
      if (!operation[field]) problems.push(`${where} has no ${field}`);
    }
    if (operation.operationId) {
      if (ids.has(operation.operationId)) problems.push(`${where} repeats operationId "${operation.operationId}"`);
      ids.add(operation.operationId);
    }
    const tags = operation.tags ?? [];
    if (tags.length !== 1) problems.push(`${where} must have exactly one tag`);
    for (const tag of tags) if (!tagNames.has(tag)) problems.push(`${where} uses undeclared tag "${tag}"`);
    for (const media of Object.values(operation.requestBody?.content ?? {})) {
      if (media.example === undefined && !media.examples && media.schema === undefined) {
        problems.push(`${where} has a request body without a schema`);
      }
    }
    if (operation.requestBody && !Object.values(operation.requestBody.content ?? {}).some(hasExample)) {
      problems.push(`${where} has a request body without an example`);
    }
    const responses = Object.entries(operation.responses ?? {});
    if (!responses.some(([code]) => code.startsWith('2'))) problems.push(`${where} has no 2xx response`);
    if (!responses.some(([code]) => /^[45]/.test(code))) problems.push(`${where} has no error response`);
  }
  return problems;
}

function hasExample(media: MediaType): boolean {
  return media.example !== undefined || Object.keys(media.examples ?? {}).length > 0;
}

/** The first example of a media type: `example`, else the first of `examples`. */
export function firstExample(media: MediaType | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value;
}
