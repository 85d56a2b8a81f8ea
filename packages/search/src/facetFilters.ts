/**
 * Algolia's `facetFilters`: `attribute:value` strings; the outer list is AND,
 * a nested list is OR, and a leading `-` negates. `["language:en",
 * ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]]` keeps
 * English records that carry either tag.
 */
export type FacetFilters = string | readonly (string | readonly string[])[];

type Condition = {path: string[]; value: string; negated: boolean};

export class FacetFilterError extends Error {}

function parseCondition(filter: string): Condition {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon <= 0) throw new FacetFilterError(`facetFilters: "${filter}" is not of the form attribute:value`);
  return {path: body.slice(0, colon).split('.'), value: body.slice(colon + 1), negated};
}

function valueAt(record: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    record,
  );
}

function holds(record: unknown, {path, value, negated}: Condition): boolean {
  const found = valueAt(record, path);
  const values = Array.isArray(found) ? found : [found];
  const present = values.some((v) => v !== null && v !== undefined && String(v) === value);
  return negated ? !present : present;
}

/** A predicate that is true for records passing every filter; throws FacetFilterError on bad syntax. */
export function facetFilterPredicate(filters: FacetFilters | undefined): (record: unknown) => boolean {
  if (filters === undefined) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    (typeof group === 'string' ? [group] : group).map(parseCondition),
  );
  return (record) => groups.every((group) => group.some((condition) => holds(record, condition)));
}
