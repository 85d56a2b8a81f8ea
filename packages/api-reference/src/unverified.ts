/**
 * The OpenAPI extension that marks what no source supports: an operation, a
 * field (a schema, at any depth), a parameter, a header or a response (a
 * status). Its value is the reason, one or two sentences of Markdown. Plain
 * TypeScript shared by the API pages' generator (generator/), the docs
 * MCP server (get_operation) and the feature pages' note (the site's
 * src/components/UnverifiedApiFacts). The rule for what counts as a source
 * is in CONTRIBUTING.md and in the description's own introduction.
 */
export const UNVERIFIED_EXTENSION = 'x-apipie-unverified';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

/** One place where a mark applies: a marked part, as one operation meets it. */
export type UnverifiedFact = {
  operationId: string;
  method: string;
  path: string;
  tag: string | null;
  /** What is marked, in words: "the operation", "response 403", "response 200 field `locked`". */
  subject: string;
  /** Where the mark is written (a JSON pointer): one fact may apply to several operations. */
  pointer: string;
  reason: string;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reason a part is marked unverified, or undefined when it is not. */
export function unverifiedReason(node: unknown): string | undefined {
  const value = isObject(node) ? node[UNVERIFIED_EXTENSION] : undefined;
  return typeof value === 'string' ? value : undefined;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Follows a local `$ref` (one hop at a time) to the object and the pointer it names. */
function follow(doc: JsonObject, node: Json, at: string): {node: Json; at: string} {
  const seen = new Set<string>();
  while (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/') && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    at = node.$ref;
    let target: Json | undefined = doc;
    for (const raw of node.$ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) ? target[key] : undefined;
    }
    if (target === undefined) break;
    node = target;
  }
  return {node, at};
}

type Visit = (subject: string, pointer: string, reason: string) => void;

/** Marks in a schema and everything inside it; `field` is the dotted path of the value so far. */
function walkSchema(
  doc: JsonObject,
  raw: Json,
  at: string,
  place: string,
  field: string,
  visit: Visit,
  refs: readonly string[],
) {
  const {node: schema, at: pointer} = follow(doc, raw, at);
  if (!isObject(schema) || refs.includes(pointer)) return;
  const inner = pointer === at ? refs : [...refs, pointer];
  const reason = unverifiedReason(schema);
  if (reason) visit(field ? `${place} field \`${field}\`` : `${place} body`, pointer, reason);
  const join = (name: string) => (field ? `${field}.${name}` : name);
  if (isObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties))
      walkSchema(doc, child, `${pointer}/properties/${escapePointer(name)}`, place, join(name), visit, inner);
  }
  if (schema.items !== undefined)
    walkSchema(doc, schema.items, `${pointer}/items`, place, field ? `${field}[]` : '[]', visit, inner);
  if (isObject(schema.additionalProperties))
    walkSchema(doc, schema.additionalProperties, `${pointer}/additionalProperties`, place, join('*'), visit, inner);
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    const variants = schema[key];
    if (Array.isArray(variants))
      variants.forEach((variant, i) => walkSchema(doc, variant, `${pointer}/${key}/${i}`, place, field, visit, inner));
  }
}

/** Marks on one operation: its own, its parameters', its body's and its responses'. */
function walkOperation(doc: JsonObject, operation: JsonObject, at: string, visit: Visit) {
  const own = unverifiedReason(operation);
  if (own) visit('the operation', at, own);
  (Array.isArray(operation.parameters) ? operation.parameters : []).forEach((raw, i) => {
    const {node: parameter, at: pointer} = follow(doc, raw, `${at}/parameters/${i}`);
    if (!isObject(parameter)) return;
    const label = `${String(parameter.in)} parameter \`${String(parameter.name)}\``;
    const reason = unverifiedReason(parameter);
    if (reason) visit(label, pointer, reason);
    if (parameter.schema !== undefined) {
      const {node: schema, at: schemaAt} = follow(doc, parameter.schema, `${pointer}/schema`);
      const schemaReason = unverifiedReason(schema);
      if (schemaReason) visit(label, schemaAt, schemaReason);
    }
  });
  const body = follow(doc, operation.requestBody ?? null, `${at}/requestBody`);
  if (isObject(body.node)) {
    const reason = unverifiedReason(body.node);
    if (reason) visit('request body', body.at, reason);
    for (const [type, media] of Object.entries(isObject(body.node.content) ? body.node.content : {})) {
      if (isObject(media) && media.schema !== undefined)
        walkSchema(doc, media.schema, `${body.at}/content/${escapePointer(type)}/schema`, 'request', '', visit, []);
    }
  }
  for (const [status, raw] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
    const {node: response, at: pointer} = follow(doc, raw, `${at}/responses/${status}`);
    if (!isObject(response)) continue;
    const place = `response ${status}`;
    const reason = unverifiedReason(response);
    if (reason) visit(place, pointer, reason);
    for (const [name, rawHeader] of Object.entries(isObject(response.headers) ? response.headers : {})) {
      const {node: header, at: headerAt} = follow(doc, rawHeader, `${pointer}/headers/${escapePointer(name)}`);
      const headerReason = unverifiedReason(header);
      if (headerReason) visit(`${place} header \`${name}\``, headerAt, headerReason);
    }
    for (const [type, media] of Object.entries(isObject(response.content) ? response.content : {})) {
      if (isObject(media) && media.schema !== undefined)
        walkSchema(doc, media.schema, `${pointer}/content/${escapePointer(type)}/schema`, place, '', visit, []);
    }
  }
}

/**
 * Every unverified fact of a description, operation by operation, in document
 * order. Works on the description as written (following its `$ref`s) and on a
 * copy whose `$ref`s are already inlined.
 */
export function unverifiedFacts(doc: unknown): UnverifiedFact[] {
  if (!isObject(doc) || !isObject(doc.paths)) return [];
  const facts: UnverifiedFact[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags : [];
      const base = {
        operationId: String(operation.operationId ?? `${method} ${path}`),
        method: method.toUpperCase(),
        path,
        tag: typeof tags[0] === 'string' ? tags[0] : null,
      };
      walkOperation(doc, operation, `#/paths/${escapePointer(path)}/${method}`, (subject, pointer, reason) =>
        facts.push({...base, subject, pointer, reason}),
      );
    }
  }
  return facts;
}

/** The marks of one operation object whose `$ref`s are already inlined (what get_operation answers). */
export function unverifiedFactsOfOperation(operation: unknown): {subject: string; reason: string}[] {
  if (!isObject(operation)) return [];
  const found: {subject: string; reason: string}[] = [];
  walkOperation({}, operation, '#', (subject, _pointer, reason) => found.push({subject, reason}));
  return found;
}

/** Each `x-apipie-unverified` that is not a non-empty string, or sits beside a `$ref` (which OpenAPI 3.1 ignores). */
export function unverifiedMarkProblems(doc: unknown): {pointer: string; message: string; hint: string}[] {
  const problems: {pointer: string; message: string; hint: string}[] = [];
  const visit = (node: Json, at: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => visit(child, `${at}/${i}`));
    if (!isObject(node)) return;
    if (UNVERIFIED_EXTENSION in node) {
      const value = node[UNVERIFIED_EXTENSION];
      if (typeof value !== 'string' || value.trim() === '')
        problems.push({
          pointer: at,
          message: `"${UNVERIFIED_EXTENSION}" must be the reason no source supports this part, as text; found ${JSON.stringify(value)}`,
          hint: 'write why it is unverified in a sentence (what the sources say and what they leave out).',
        });
      if ('$ref' in node)
        problems.push({
          pointer: at,
          message: `"${UNVERIFIED_EXTENSION}" beside a $ref is ignored by OpenAPI 3.1`,
          hint: 'mark the part the $ref points at, or give this place its own component that carries the mark.',
        });
    }
    for (const [key, child] of Object.entries(node)) visit(child, `${at}/${escapePointer(key)}`);
  };
  visit(doc as Json, '#');
  return problems;
}

/** One written mark as one operation meets it, with every place it applies there. */
export type GroupedFact = Omit<UnverifiedFact, 'subject'> & {subjects: string[]};

/** What `npm run gen:api` publishes for the feature pages' note: the reason also as HTML. */
export type PublishedFact = GroupedFact & {reasonHtml: string};

/**
 * The facts grouped for a reader: one entry per written mark and operation,
 * with every place the mark applies listed ("response 400 body, response 500 body").
 */
export function groupedFacts(facts: readonly UnverifiedFact[]): GroupedFact[] {
  const groups = new Map<string, GroupedFact>();
  for (const {subject, ...fact} of facts) {
    const key = `${fact.operationId}\n${fact.pointer}`;
    const group = groups.get(key) ?? {...fact, subjects: []};
    if (!group.subjects.includes(subject)) group.subjects.push(subject);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The page of an operation in the API reference (the generator names it after the operationId). */
export function operationPagePath(operationId: string): string {
  return `/docs/api/${operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}
