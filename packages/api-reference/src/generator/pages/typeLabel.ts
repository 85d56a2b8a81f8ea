import {mapValuesOf, typesOf, variantsOf, type Schema} from './schema';

/**
 * A short, human-readable type: `string`, `integer | null`, `array of object`,
 * `string | array of (TextContentPart | ImageContentPart)`.
 */
export function typeLabel(schema: Schema, seen: ReadonlySet<Schema> = new Set()): string {
  if (seen.has(schema)) return schema.title ?? 'object';
  const inner = new Set(seen).add(schema);
  const variants = variantsOf(schema);
  const {types, nullable} = typesOf(schema);
  let label: string;
  if (variants && types.length === 0) {
    label = variants.map((v) => variantLabel(v, inner)).join(' | ');
  } else if (types.length === 1 && types[0] === 'array') {
    const items = schema.items ? (schema.items.title ?? typeLabel(schema.items, inner)) : 'any';
    label = `array of ${items.includes(' | ') ? `(${items})` : items}`;
  } else if (types.length === 1 && types[0] === 'object' && !schema.properties && mapValuesOf(schema)) {
    label = `map of ${typeLabel(mapValuesOf(schema)!, inner)}`;
  } else if (types.length > 0) {
    label = types.map((t) => (t === 'string' && schema.format ? `string (${schema.format})` : t)).join(' | ');
  } else {
    label = schema.const !== undefined ? typeof schema.const : nullable ? 'null' : 'any';
    if (label === 'null') return label;
  }
  return nullable ? `${label} | null` : label;
}

/** A variant of a oneOf is named by its title when it has one. */
function variantLabel(variant: Schema, seen: ReadonlySet<Schema>): string {
  return variant.title ?? typeLabel(variant, seen);
}
