import {firstExample, listOperations, type OpenApiSpec, type Operation} from 'apipie-docs-api-reference/node';
import type {CurlCall} from './curl';
import {errorVocabulary, type ErrorVocabulary} from './errorCodes';
import {unverifiedOperations, type UnverifiedOperation} from './unverifiedCalls';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
};

/** Hosts whose URLs are APIpie API calls. */
const apiHosts = new Set(['apipie.ai', 'api.apipie.ai']);
/** apipie.ai paths that are web pages, not API operations. */
const webPaths = /^\/(profile|dashboard|docs|temp|signup)(\/|$)|^\/?$/;

/** True when a URL is a call to the APIpie API (not a web page, not another host). */
export function isApiUrl(address: string): boolean {
  try {
    const url = new URL(address);
    return apiHosts.has(url.hostname) && !webPaths.test(url.pathname);
  } catch {
    return false;
  }
}

export type ApiIndex = {
  find(method: string, path: string): Operation | undefined;
  paths: Set<string>;
  resolve(schema: Schema | undefined): Schema | undefined;
  /** Operations no source supports (x-apipie-unverified on the operation). */
  unverified: UnverifiedOperation[];
  /** The error codes and types the description names. */
  errors: ErrorVocabulary;
  /**
   * The file an operation's upload example names (`post /v1/parser` → `contract.pdf`): what its API page's samples
   * read.
   */
  uploadOf(operation: string): string | undefined;
};

export function apiIndex(spec: OpenApiSpec): ApiIndex {
  const operations = new Map(listOperations(spec).map((o) => [`${o.method.toUpperCase()} ${o.path}`, o.operation]));
  const schemas = ((spec.components ?? {}) as {schemas?: Record<string, Schema>}).schemas ?? {};
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? resolve(schemas[schema.$ref.split('/').pop()!]) : schema;
  return {
    find: (method, path) => operations.get(`${method} ${path}`),
    paths: new Set(listOperations(spec).map((o) => o.path)),
    resolve,
    unverified: unverifiedOperations(spec),
    errors: errorVocabulary(spec),
    uploadOf(operation) {
      const [method = '', path = ''] = operation.split(' ');
      const form = firstExample(
        operations.get(`${method.toUpperCase()} ${path}`)?.requestBody?.content?.['multipart/form-data'],
      );
      const file = (form as {file?: unknown} | undefined)?.file;
      return typeof file === 'string' ? file : undefined;
    },
  };
}

/** Names of fields in `value` that `schema` does not declare, as dotted paths. */
export function unknownFields(value: unknown, schema: Schema | undefined, index: ApiIndex, at = ''): string[] {
  const s = index.resolve(schema);
  if (!s || value === null || typeof value !== 'object') return [];
  const branches = s.oneOf ?? s.anyOf;
  if (branches) {
    const results = branches.map((b) => unknownFields(value, b, index, at));
    return results.some((r) => r.length === 0) ? [] : (results[0] ?? []);
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => unknownFields(item, s.items, index, `${at}[${i}]`));
  if (!s.properties) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = at ? `${at}.${key}` : key;
    const declared = s.properties![key];
    if (!declared) return s.additionalProperties ? [] : [path];
    return unknownFields(child, declared, index, path);
  });
}

/** The API path a URL calls, or undefined for a page, another host or no URL at all. */
export function apiPathOf(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (!apiHosts.has(url.hostname) || webPaths.test(url.pathname)) return undefined;
  return url.pathname.replace(/\/$/, '') || '/';
}

/** A request as the API receives it: what the description must declare. */
export type ApiRequest = {
  method: string;
  path: string;
  /** Names of its query parameters. */
  query: string[];
  /** The JSON body, when it has one that parses. */
  json?: unknown;
  /** Names of its multipart form fields, when it sends a form. */
  form?: string[];
};

/**
 * Parts of a request to a known operation that the description does not declare: query
 * parameters, JSON fields at any depth, form fields, or a body the operation does not take.
 */
export function undeclaredParts(request: ApiRequest, operation: Operation, index: ApiIndex): string[] {
  const {method, path} = request;
  const problems: string[] = [];
  const declaredQuery = new Set((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of request.query) {
    if (!declaredQuery.has(name)) problems.push(`query parameter "${name}" is not a parameter of ${method} ${path}`);
  }
  const content = operation.requestBody?.content ?? {};
  if (request.json !== undefined) {
    const schema = content['application/json']?.schema as Schema | undefined;
    if (!schema) return [...problems, `${method} ${path} takes no JSON body`];
    for (const field of unknownFields(request.json, schema, index)) {
      problems.push(`field "${field}" is not in the request schema of ${method} ${path}`);
    }
  }
  if (request.form !== undefined && request.form.length > 0) {
    const schema = index.resolve(content['multipart/form-data']?.schema as Schema | undefined);
    if (!schema) return [...problems, `${method} ${path} takes no form upload`];
    for (const field of request.form) {
      if (!schema.properties?.[field])
        problems.push(`form field "${field}" is not in the request schema of ${method} ${path}`);
    }
  }
  return problems;
}

/** Problems with one curl call against the OpenAPI description; [] when it matches. */
export function curlProblems(call: CurlCall, index: ApiIndex): string[] {
  const path = apiPathOf(call.url);
  if (path === undefined) return [];
  const operation = index.find(call.method, path);
  if (!operation) {
    return [`curl calls ${call.method} ${path}, which is not an operation in openapi/apipie.openapi.json`];
  }
  const request: ApiRequest = {
    method: call.method,
    path,
    query: [...new URL(call.url).searchParams.keys()],
    form: call.formFields,
  };
  // A body read from a file or built by the shell (`@file`, `"$var"`, `$(jq ...)`) is not literal JSON.
  if (call.data !== undefined && !call.dynamicData) {
    try {
      request.json = JSON.parse(call.data);
    } catch (error) {
      const problems = undeclaredParts({...request, form: undefined}, operation, index);
      return [...problems, `curl JSON body does not parse: ${(error as Error).message}`];
    }
  }
  return undeclaredParts(request, operation, index);
}

/** The HTTP method a line of code uses, when it says (`requests.get(`, `method: 'POST'`), else `*`. */
function methodOnLine(line: string): string {
  const called = /\.(get|post|put|patch|delete)\(/i.exec(line)?.[1];
  const named = /\bmethod\s*[:=]\s*["'](GET|POST|PUT|PATCH|DELETE)["']/i.exec(line)?.[1];
  return (called ?? named)?.toUpperCase() ?? '*';
}

/**
 * APIpie API paths written as URLs in any code (Python, TypeScript...), with their 1-based line
 * and the method when the line says it (`*` when it does not, as for a URL kept in a constant).
 */
export function urlLiterals(code: string): {line: number; url: string; path: string; method: string}[] {
  const found: {line: number; url: string; path: string; method: string}[] = [];
  const lines = code.split('\n');
  for (const match of code.matchAll(/https?:\/\/(?:api\.)?apipie\.ai(\/[A-Za-z0-9_/.-]*)?/g)) {
    const path = (match[1] ?? '/').replace(/\/$/, '') || '/';
    if (webPaths.test(path) || path === '/v1') continue;
    const line = code.slice(0, match.index).split('\n').length;
    found.push({line, url: match[0], path, method: methodOnLine(lines[line - 1] ?? '')});
  }
  return found;
}

/**
 * APIpie API URLs written in any code (Python, TypeScript...) must name an
 * existing path. Returns each problem with its 1-based line in the snippet.
 */
export function urlLiteralProblems(code: string, index: ApiIndex): {line: number; message: string}[] {
  return urlLiterals(code)
    .filter(({path}) => !index.paths.has(path))
    .map(({line, url}) => ({line, message: `URL ${url} is not an APIpie API path or page`}));
}
