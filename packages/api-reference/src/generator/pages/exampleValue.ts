import {fieldsOf, typesOf, variantsOf, type MediaType, type Schema} from './schema';

const placeholder: Record<string, unknown> = {string: 'string', integer: 0, number: 0, boolean: true, null: null};

/**
 * A value shaped like the schema, for the response example when the
 * description gives none: its own example, const, default or first enum
 * value where it has one, else a neutral placeholder of the right type.
 */
export function exampleFromSchema(schema: Schema, seen: ReadonlySet<Schema> = new Set()): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (seen.has(schema)) return {};
  const inner = new Set(seen).add(schema);
  const variants = variantsOf(schema);
  if (variants?.length) return exampleFromSchema(variants[0]!, inner);
  const {types} = typesOf(schema);
  const type = types[0];
  if (type === 'array') return schema.items ? [exampleFromSchema(schema.items, inner)] : [];
  if (type === 'object' || fieldsOf(schema).length > 0) {
    return Object.fromEntries(fieldsOf(schema).map((f) => [f.name, exampleFromSchema(f.schema, inner)]));
  }
  return type && type in placeholder ? placeholder[type] : null;
}

export type ResponseExample = {source: string; language: string; generated: boolean};

/** The example a media type shows: the description's own, else one drawn from its schema. */
export function mediaExample(mediaType: string, media: MediaType): ResponseExample | undefined {
  const given = media.example !== undefined ? media.example : Object.values(media.examples ?? {})[0]?.value;
  const json = mediaType.includes('json');
  if (given !== undefined) {
    return {
      source: typeof given === 'string' && !json ? given : JSON.stringify(given, null, 2),
      language: json ? 'json' : 'text',
      generated: false,
    };
  }
  if (!json || !media.schema) return undefined;
  return {source: JSON.stringify(exampleFromSchema(media.schema), null, 2), language: 'json', generated: true};
}
