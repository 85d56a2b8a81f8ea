import {API_OPERATION_FIELD} from 'apipie-docs-api-reference';
import {stringify} from 'yaml';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type Spec = {paths: Record<string, Record<string, Json>>; [key: string]: Json | Record<string, Record<string, Json>>};

/** Method and path from a page's `api_operation` front matter (openapi/templates/page.mustache writes it). */
export function operationKey(field: string): {method: string; path: string} {
  const match = /^([a-z]+) (\/\S*)$/i.exec(field.trim());
  if (!match)
    throw new Error(
      `the page's \`${API_OPERATION_FIELD}\` front matter is not "<method> <path>": ${JSON.stringify(field)}`,
    );
  return {method: match[1]!.toLowerCase(), path: match[2]!};
}

function pointer(spec: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
  let node: Json = spec;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || Array.isArray(node) || !(key in node))
      throw new Error(`$ref ${ref} does not resolve`);
    node = node[key] as Json;
  }
  return node;
}

/** Where shared schemas live; a fragment keeps its $refs to them and carries the ones it uses once. */
const SCHEMAS = '#/components/schemas/';

/**
 * Inlines every $ref but those to shared schemas, which a fragment carries once under its own
 * components (the chat operation's error responses would otherwise repeat one schema five times);
 * `schemas` collects the names met. A $ref back to a schema being inlined stays a $ref.
 */
function resolveRefs(node: Json, spec: Json, schemas: Set<string>, seen: readonly string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, spec, schemas, seen));
  if (node === null || typeof node !== 'object') return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    if (ref.startsWith(SCHEMAS)) {
      const name = ref.slice(SCHEMAS.length);
      if (!schemas.has(name)) {
        schemas.add(name);
        pointer(spec, ref);
      }
      return node;
    }
    if (seen.includes(ref)) return {$ref: ref};
    const {$ref: _ref, ...siblings} = node;
    const target = resolveRefs(pointer(spec, ref), spec, schemas, [...seen, ref]);
    return typeof target === 'object' && target !== null && !Array.isArray(target)
      ? {...target, ...(resolveRefs(siblings, spec, schemas, seen) as object)}
      : target;
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolveRefs(value, spec, schemas, seen)]));
}

/** The shared schemas a fragment names, and those they name, each resolved the same way, in name order. */
function usedSchemas(spec: Json, schemas: Set<string>): Record<string, Json> {
  const done = new Map<string, Json>();
  for (let pending = [...schemas]; pending.length > 0; pending = [...schemas].filter((name) => !done.has(name))) {
    for (const name of pending) done.set(name, resolveRefs(pointer(spec, `${SCHEMAS}${name}`), spec, schemas));
  }
  return Object.fromEntries([...done].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The operation as a standalone OpenAPI fragment in YAML: its path item with
 * only this method, every $ref inlined but those to shared schemas, which follow under
 * `components.schemas`, with the servers and security schemes. Code samples are left out: the twin
 * already shows them.
 */
export function operationFragmentYaml(spec: Spec, key: {method: string; path: string}): string {
  const operation = spec.paths[key.path]?.[key.method];
  if (!operation || typeof operation !== 'object' || Array.isArray(operation)) {
    throw new Error(`the OpenAPI description has no ${key.method.toUpperCase()} ${key.path}`);
  }
  const {'x-codeSamples': _samples, ...rest} = operation;
  const schemas = new Set<string>();
  const resolved = resolveRefs(rest, spec as unknown as Json, schemas);
  const shared = usedSchemas(spec as unknown as Json, schemas);
  // How to call it: servers and the default security, with the schemes it names.
  const {servers, security} = spec;
  const securitySchemes = (spec.components as {securitySchemes?: Json} | undefined)?.securitySchemes;
  const fragment = {
    ...(servers ? {servers} : {}),
    ...(security ? {security} : {}),
    paths: {[key.path]: {[key.method]: resolved}},
    ...(securitySchemes || schemas.size > 0
      ? {components: {...(schemas.size > 0 ? {schemas: shared} : {}), ...(securitySchemes ? {securitySchemes} : {})}}
      : {}),
  };
  return stringify(fragment, {lineWidth: 0, aliasDuplicateObjects: false});
}
