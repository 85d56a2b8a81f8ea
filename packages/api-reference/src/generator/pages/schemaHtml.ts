/**
 * Request and response schemas as static HTML, drawn once at build time:
 * nested objects, items and alternatives sit in native <details>, so the tree
 * opens and closes without any script and hydrates as one opaque node.
 */
import type {ElementContent} from 'hast';
import {h} from 'hastscript';
import {toHtml} from 'hast-util-to-html';
import {unverifiedReason} from '../../unverified';
import {markdownToHast} from './markdownHtml';
import {fieldsOf, mapValuesOf, variantsOf, type Parameter, type Schema} from './schema';
import {typeLabel} from './typeLabel';

/** Words apart in text (search records, Markdown twins); the flex gap spaces them on screen. */
const spaced = (parts: ElementContent[]): ElementContent[] =>
  parts.flatMap((part, i) => (i === 0 ? [part] : [{type: 'text', value: ' '} as const, part]));

const code = (value: unknown) => h('code', typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Constraints and sample values, one short phrase each. A <div>, not a <p>:
 * the minifier drops a closing </p> before the next <li>, which htmlparser2
 * (the twins' parser) then nests inside it.
 */
function facts(schema: Schema): ElementContent[] {
  const phrases: ElementContent[][] = [];
  const list = (label: string, values: unknown[]) => [
    {type: 'text', value: `${label}: `} as const,
    ...values.flatMap((v, i) => (i === 0 ? [code(v)] : [{type: 'text', value: ', '} as const, code(v)])),
  ];
  if (schema.const !== undefined) phrases.push(list('Value', [schema.const]));
  if (schema.enum) phrases.push(list('Possible values', schema.enum));
  if (schema.default !== undefined) phrases.push(list('Default', [schema.default]));
  const bounds: [string, number | undefined][] = [
    ['Minimum', schema.minimum],
    ['Greater than', schema.exclusiveMinimum],
    ['Maximum', schema.maximum],
    ['Less than', schema.exclusiveMaximum],
    ['Minimum length', schema.minLength],
    ['Maximum length', schema.maxLength],
    ['Minimum items', schema.minItems],
    ['Maximum items', schema.maxItems],
  ];
  for (const [label, value] of bounds) if (value !== undefined) phrases.push(list(label, [value]));
  if (schema.pattern) phrases.push(list('Pattern', [schema.pattern]));
  const examples = schema.examples ?? (schema.example !== undefined ? [schema.example] : []);
  if (examples.length > 0) phrases.push(list(examples.length > 1 ? 'Examples' : 'Example', examples));
  if (phrases.length === 0) return [];
  return [
    h(
      'div.api-field__facts',
      phrases.flatMap((p, i) => (i === 0 ? p : [{type: 'text', value: ' · '} as const, ...p])),
    ),
  ];
}

/** True when a schema has something worth unfolding. */
function hasInside(schema: Schema): boolean {
  const values = mapValuesOf(schema);
  return (
    fieldsOf(schema).length > 0 ||
    (variantsOf(schema)?.some(hasInside) ?? false) ||
    (schema.items !== undefined && hasInside(schema.items)) ||
    (values !== undefined && hasInside(values))
  );
}

/** What a value holds: its fields, its alternatives, each item's or each map value's content. */
function inside(schema: Schema, seen: ReadonlySet<Schema>): ElementContent[] {
  if (seen.has(schema)) return [h('div.api-field__facts', `Same shape as the enclosing ${schema.title ?? 'object'}.`)];
  const inner = new Set(seen).add(schema);
  const out: ElementContent[] = [];
  const fields = fieldsOf(schema);
  if (fields.length > 0) out.push(fieldsHtml(fields, inner));
  const variants = variantsOf(schema);
  if (variants?.some(hasInside)) {
    out.push(
      h(
        'ol.api-variants',
        variants.map((variant) =>
          h('li', [
            h('div.api-field__head', [h('span.api-field__type', variantHead(variant))]),
            ...description(variant.description),
            ...facts(variant),
            ...inside(variant, inner),
          ]),
        ),
      ),
    );
  }
  if (schema.items && hasInside(schema.items))
    out.push(...description(schema.items.description), ...inside(schema.items, inner));
  const values = mapValuesOf(schema);
  if (values && hasInside(values)) out.push(...description(values.description), ...inside(values, inner));
  return out;
}

function variantHead(variant: Schema): string {
  return variant.title ? `${variant.title}: ${typeLabel(variant)}` : typeLabel(variant);
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The line a folded value shows before it opens. */
function summaryOf(schema: Schema): string {
  const fields = fieldsOf(schema).length;
  if (fields > 0) return count(fields, 'field');
  const variants = variantsOf(schema);
  if (variants?.some(hasInside)) return `One of ${variants.length} shapes`;
  if (schema.items && hasInside(schema.items)) return `Each item: ${summaryOf(schema.items).replace(/^One/, 'one')}`;
  const values = mapValuesOf(schema);
  return values ? `Each value: ${summaryOf(values).replace(/^One/, 'one')}` : 'Details';
}

/** A value's content, folded in a native <details>. */
function children(schema: Schema, seen: ReadonlySet<Schema>): ElementContent[] {
  if (!hasInside(schema)) return [];
  return [h('details.api-field__children', [h('summary', summaryOf(schema)), ...inside(schema, seen)])];
}

function description(text: string | undefined): ElementContent[] {
  return text ? [h('div.api-field__description', markdownToHast(text))] : [];
}

/**
 * The note on a part that no source supports (x-apipie-unverified), with the reason. A note, not
 * a flag alone: the reason travels into the Markdown twin and the search records with the text.
 */
export function unverifiedNote(reason: string | undefined): ElementContent[] {
  return reason ? [h('div.api-unverified', {role: 'note'}, markdownToHast(`**Unverified:** ${reason}`))] : [];
}

type Field = {
  name: string;
  schema: Schema;
  required: boolean;
  description?: string;
  deprecated?: boolean;
  /** Why no source supports the field, when the field (parameter, header) itself is marked. */
  unverified?: string;
};

function fieldHtml(field: Field, seen: ReadonlySet<Schema>): ElementContent {
  const {schema} = field;
  const unverified = field.unverified ?? unverifiedReason(schema);
  const flags = [
    field.required ? h('span.api-field__flag.api-field__flag--required', 'required') : undefined,
    field.deprecated || schema.deprecated ? h('span.api-field__flag', 'deprecated') : undefined,
    schema.readOnly ? h('span.api-field__flag', 'read-only') : undefined,
    schema.writeOnly ? h('span.api-field__flag', 'write-only') : undefined,
    unverified ? h('span.api-field__flag.api-field__flag--unverified', 'unverified') : undefined,
  ].filter((f) => f !== undefined);
  return h('li.api-field', [
    h(
      'div.api-field__head',
      spaced([h('code.api-field__name', field.name), h('span.api-field__type', typeLabel(schema)), ...flags]),
    ),
    ...description(field.description ?? schema.description),
    ...unverifiedNote(unverified),
    ...facts(schema),
    ...children(schema, seen),
  ]);
}

function fieldsHtml(fields: Field[], seen: ReadonlySet<Schema>): ElementContent {
  return h(
    'ul.api-fields',
    fields.map((f) => fieldHtml(f, seen)),
  );
}

/** A request or response body: its description, then its fields (or its one value). */
export function schemaHtml(schema: Schema): string {
  const body: ElementContent[] =
    fieldsOf(schema).length > 0 && !variantsOf(schema)
      ? [...unverifiedNote(unverifiedReason(schema)), ...description(schema.description), ...inside(schema, new Set())]
      : [h('ul.api-fields', [fieldHtml({name: 'body', schema, required: true}, new Set())])];
  return toHtml(h('div.api-schema', body));
}

/** Query, path and header parameters as the same field list. */
export function parametersHtml(parameters: readonly Parameter[]): string {
  const fields = parameters.map((p) => ({
    name: p.name,
    schema: p.schema ?? {},
    required: p.required === true,
    description: p.description,
    deprecated: p.deprecated,
    unverified: unverifiedReason(p),
  }));
  return toHtml(h('div.api-schema', [fieldsHtml(fields, new Set())]));
}
