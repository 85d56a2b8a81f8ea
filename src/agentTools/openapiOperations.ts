/** Looking up one operation of an OpenAPI description and inlining its `$ref`s. */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof METHODS)[number];
export const HTTP_METHODS: readonly HttpMethod[] = METHODS;

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

export type OpenApiDocument = {paths?: Record<string, Record<string, Json>>; servers?: Json} & JsonObject;

export type FoundOperation = {method: HttpMethod; path: string; operation: Json};

export class OperationLookupError extends Error {
  override name = 'OperationLookupError';
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every operation of the description with its method and path. */
export function listOperations(doc: OpenApiDocument): FoundOperation[] {
  const found: FoundOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      if (isObject(item[method])) found.push({method, path, operation: item[method]});
    }
  }
  return found;
}

function describeOperations(doc: OpenApiDocument): string {
  return listOperations(doc)
    .map(
      ({method, path, operation}) =>
        `${(operation as JsonObject).operationId ?? '(no id)'} (${method.toUpperCase()} ${path})`,
    )
    .join(', ');
}

/** Finds an operation by its operationId, or by method and path (a trailing slash is ignored). */
export function findOperation(
  doc: OpenApiDocument,
  query: {operationId?: string; method?: string; path?: string},
): FoundOperation {
  const operations = listOperations(doc);
  if (query.operationId) {
    const id = query.operationId.trim();
    const found =
      operations.find(({operation}) => (operation as JsonObject).operationId === id) ??
      operations.find(
        ({operation}) => String((operation as JsonObject).operationId).toLowerCase() === id.toLowerCase(),
      );
    if (found) return found;
    throw new OperationLookupError(`No operation has the id "${id}". Operations: ${describeOperations(doc)}.`);
  }
  if (query.method && query.path) {
    const method = query.method.toLowerCase();
    const path = query.path.trim().replace(/(.)\/$/, '$1');
    const found = operations.find((op) => op.method === method && op.path === path);
    if (found) return found;
    throw new OperationLookupError(
      `No operation ${method.toUpperCase()} ${path}. Operations: ${describeOperations(doc)}.`,
    );
  }
  throw new OperationLookupError('Give operation_id, or both method and path.');
}

function pointerTarget(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * A copy of `value` with every local `$ref` replaced by what it points at.
 * A reference back into a schema being expanded (a recursive schema) is kept
 * as `{$ref}` with a note, so the result stays finite.
 */
export function resolveRefs(value: Json, doc: JsonObject, expanding: readonly string[] = []): Json {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, doc, expanding));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    const target = pointerTarget(doc, ref);
    if (target === undefined || expanding.includes(ref)) {
      return {...value, 'x-unresolved': target === undefined ? 'not found in the description' : 'recursive reference'};
    }
    const {$ref: _ref, ...siblings} = value;
    const resolved = resolveRefs(target, doc, [...expanding, ref]);
    return isObject(resolved) ? {...resolved, ...(resolveRefs(siblings, doc, expanding) as JsonObject)} : resolved;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRefs(item, doc, expanding)]));
}

/** The operation with its path-level parameters and servers, every `$ref` inlined. */
export function resolvedOperation(doc: OpenApiDocument, found: FoundOperation): JsonObject {
  const item = (doc.paths?.[found.path] ?? {}) as JsonObject;
  const operation = found.operation as JsonObject;
  const pathParameters = Array.isArray(item.parameters) ? item.parameters : [];
  const parameters = [...pathParameters, ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
  return resolveRefs(
    {
      method: found.method.toUpperCase(),
      path: found.path,
      servers: operation.servers ?? item.servers ?? doc.servers ?? null,
      ...operation,
      ...(parameters.length > 0 ? {parameters} : {}),
    },
    doc,
  ) as JsonObject;
}
