import {readFileSync} from 'node:fs';
import path from 'node:path';
import JSON5 from 'json5';
import {formatProblem, formatSpecProblems, pointerTo, type SpecProblem} from './problems';
import {unverifiedMarkProblems} from '../unverified';

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
  /** The guide that documents the operation (guides.ts). */
  externalDocs?: {url: string; description?: string};
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
function errorPosition(text: string): {line: number; column: number} | undefined {
  try {
    JSON5.parse(text);
  } catch (error) {
    const {lineNumber, columnNumber} = error as {lineNumber?: number; columnNumber?: number};
    if (lineNumber !== undefined) return {line: lineNumber, column: columnNumber ?? 1};
  }
  return undefined;
}

/** The description parsed as JSON; throws `file:line` and what to do when it does not parse. */
export function parseSpec(file: string, text: string): OpenApiSpec {
  try {
    return JSON.parse(text) as OpenApiSpec;
  } catch (error) {
    const at = errorPosition(text);
    const where = at ? `column ${at.column}` : '';
    throw new Error(
      formatProblem(
        file,
        at?.line ?? 1,
        where,
        `the OpenAPI description is not valid JSON: ${(error as Error).message}`,
        'fix the JSON at that place (usually a missing or extra comma, quote or bracket just before it).',
      ),
    );
  }
}

/** The description's text; throws with the file name when it cannot be read. */
export function readSpecText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const rel = path.relative(process.cwd(), file);
    throw new Error(
      `Cannot read the OpenAPI description ${rel}: ${(error as Error).message}\n  What to do: restore ${rel} (git checkout -- ${rel}).`,
    );
  }
}

/**
 * Reads the OpenAPI description and fails with the file, the place and the
 * problem when it is not JSON or lacks what the docs need. (gen:api also runs
 * Redocly's validator; see validateSpec.ts.)
 */
export function loadSpec(file: string): OpenApiSpec {
  const text = readSpecText(file);
  const spec = parseSpec(file, text);
  const problems = specProblems(spec);
  if (problems.length > 0) {
    throw new Error(`The OpenAPI description is incomplete:\n${formatSpecProblems(file, text, problems).join('\n')}`);
  }
  return spec;
}

/**
 * What the generated reference needs beyond a valid OpenAPI document (Redocly
 * checks validity); an empty list means complete.
 */
export function specProblems(spec: OpenApiSpec): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const add = (pointer: string, message: string, hint: string) => problems.push({pointer, message, hint});
  if (typeof spec !== 'object' || spec === null)
    return [
      {
        pointer: '#',
        message: 'the document is not an object',
        hint: 'start from the last committed version of the file.',
      },
    ];
  if (!/^3\.1\./.test(String(spec.openapi)))
    add('#/openapi', `"openapi" must be 3.1.x, found ${JSON.stringify(spec.openapi)}`, 'set "openapi": "3.1.0".');
  if (!spec.info?.title || !spec.info?.version)
    add('#/info', '"info" needs a title and a version', 'add "title" and "version" to "info".');
  if (!spec.info?.description)
    add(
      '#/info',
      '"info.description" is empty: it becomes the API introduction page',
      'write the introduction in "info.description".',
    );
  if (!spec.servers?.[0]?.url)
    add('#/servers', '"servers" needs at least one url', 'add {"url": "https://apipie.ai"} to "servers".');
  if (typeof spec.paths !== 'object' || spec.paths === null) {
    add('#', '"paths" is missing', 'add the "paths" object with the operations.');
    return problems;
  }
  (spec.tags ?? []).forEach((tag, i) => {
    if (!tag.description)
      add(
        pointerTo('tags', i),
        `tag "${tag.name}" has no description`,
        'add a "description": it heads the tag\'s category page.',
      );
  });
  problems.push(...unverifiedMarkProblems(spec));
  for (const {path: route, method, operation} of listOperations(spec)) {
    const where = `${method.toUpperCase()} ${route}`;
    const at = pointerTo('paths', route, method);
    for (const field of ['operationId', 'summary', 'description'] as const) {
      if (!operation[field])
        add(
          at,
          `${where} has no ${field}`,
          `add "${field}" to the operation${field === 'operationId' ? ' (it becomes the page URL)' : ''}.`,
        );
    }
    if ((operation.tags ?? []).length !== 1) {
      add(
        at,
        `${where} must have exactly one tag`,
        `set "tags" to one of the declared tags: ${(spec.tags ?? []).map((t) => t.name).join(', ')}.`,
      );
    }
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
      if (media.example === undefined && !media.examples && media.schema === undefined) {
        add(
          pointerTo('paths', route, method, 'requestBody', 'content', type),
          `${where} has a request body without a schema`,
          'add a "schema" for the body.',
        );
      }
    }
    if (operation.requestBody && !Object.values(operation.requestBody.content ?? {}).some(hasExample)) {
      add(
        pointerTo('paths', route, method, 'requestBody'),
        `${where} has a request body without an example`,
        'add an "example": the code samples are built from it.',
      );
    }
    const responses = Object.entries(operation.responses ?? {});
    if (!responses.some(([code]) => code.startsWith('2')))
      add(
        pointerTo('paths', route, method, 'responses'),
        `${where} has no 2xx response`,
        'add the success response with its schema and example.',
      );
    if (!responses.some(([code]) => /^[45]/.test(code)))
      add(
        pointerTo('paths', route, method, 'responses'),
        `${where} has no error response`,
        'add the error responses (for example "401": {"$ref": "#/components/responses/Unauthorized"}).',
      );
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
