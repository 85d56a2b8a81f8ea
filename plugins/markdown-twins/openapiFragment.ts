import {API_OPERATION_FIELD} from '../../src/apiPages/apiPageExport';
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

/** Inlines every $ref; a schema that refers back to itself keeps its $ref at the second visit. */
function resolveRefs(node: Json, spec: Json, seen: readonly string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, spec, seen));
  if (node === null || typeof node !== 'object') return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) return {$ref: ref};
    const {$ref: _ref, ...siblings} = node;
    const target = resolveRefs(pointer(spec, ref), spec, [...seen, ref]);
    return typeof target === 'object' && target !== null && !Array.isArray(target)
      ? {...target, ...(resolveRefs(siblings, spec, seen) as object)}
      : target;
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolveRefs(value, spec, seen)]));
}

/**
 * The operation as a standalone OpenAPI fragment in YAML: its path item with
 * only this method, every $ref inlined, with the servers and security schemes. Code samples are left out: the twin
 * already shows them.
 */
export function operationFragmentYaml(spec: Spec, key: {method: string; path: string}): string {
  const operation = spec.paths[key.path]?.[key.method];
  if (!operation || typeof operation !== 'object' || Array.isArray(operation)) {
    throw new Error(`the OpenAPI description has no ${key.method.toUpperCase()} ${key.path}`);
  }
  const {'x-codeSamples': _samples, ...rest} = operation;
  const resolved = resolveRefs(rest, spec as unknown as Json);
  // How to call it: servers and the default security, with the schemes it names.
  const {servers, security} = spec;
  const securitySchemes = (spec.components as {securitySchemes?: Json} | undefined)?.securitySchemes;
  const fragment = {
    ...(servers ? {servers} : {}),
    ...(security ? {security} : {}),
    paths: {[key.path]: {[key.method]: resolved}},
    ...(securitySchemes ? {components: {securitySchemes}} : {}),
  };
  return stringify(fragment, {lineWidth: 0, aliasDuplicateObjects: false});
}
