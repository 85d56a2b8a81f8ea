/**
 * The catalogue's filter state and its query string, as plain functions: the component keeps
 * the state in the URL so a filtered view can be shared, and the unit tests run these in Node.
 */
import {capabilityNames, matchForm, type Capability, type CatalogueRow} from '@site/data/catalogue';

export const sortOrders = ['id', 'context-desc', 'context-asc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export type CatalogueFilters = {
  provider: string;
  type: string;
  capabilities: Capability[];
  text: string;
  sort: SortOrder;
};

export const noFilters: CatalogueFilters = {provider: '', type: '', capabilities: [], text: '', sort: 'id'};

/** Query-string keys, one per filter. */
const keys = {provider: 'provider', type: 'type', capabilities: 'cap', text: 'q', sort: 'sort'} as const;

/** Reads the filters from a query string; unknown values fall back to "no filter". */
export function filtersFromQuery(search: string): CatalogueFilters {
  const params = new URLSearchParams(search);
  const sort = params.get(keys.sort) ?? '';
  return {
    provider: params.get(keys.provider) ?? '',
    type: params.get(keys.type) ?? '',
    capabilities: (params.get(keys.capabilities) ?? '')
      .split(',')
      .filter((c): c is Capability => (capabilityNames as readonly string[]).includes(c)),
    text: params.get(keys.text) ?? '',
    sort: (sortOrders as readonly string[]).includes(sort) ? (sort as SortOrder) : 'id',
  };
}

/** The query string for the filters ('' when none is set), keeping unrelated parameters. */
export function queryFromFilters(filters: CatalogueFilters, current = ''): string {
  const params = new URLSearchParams(current);
  const values: Record<keyof typeof keys, string> = {
    provider: filters.provider,
    type: filters.type,
    capabilities: filters.capabilities.join(','),
    text: filters.text.trim(),
    sort: filters.sort === 'id' ? '' : filters.sort,
  };
  for (const [name, key] of Object.entries(keys) as [keyof typeof keys, string][]) {
    if (values[name]) params.set(key, values[name]);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether a row passes every filter: any of its variants may have the provider or type; words match in match form. */
export function rowMatcher(filters: CatalogueFilters): (row: CatalogueRow) => boolean {
  const words = matchForm(filters.text).split(/\s+/).filter(Boolean);
  return (row) =>
    (!filters.provider || row.providers.includes(filters.provider)) &&
    (!filters.type || row.types.includes(filters.type)) &&
    filters.capabilities.every((c) => row.capabilities.includes(c)) &&
    words.every((word) => row.haystack.includes(word));
}

/** The rows in the chosen order: by id as in the data, or by context (the largest a variant records; unknown last). */
export function sortRows(rows: readonly CatalogueRow[], sort: SortOrder): readonly CatalogueRow[] {
  if (sort === 'id') return rows;
  const direction = sort === 'context-desc' ? -1 : 1;
  return rows
    .map((row, index) => ({row, index}))
    .sort((a, b) => {
      const x = a.row.context?.max;
      const y = b.row.context?.max;
      if (x === undefined || y === undefined)
        return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0) || a.index - b.index;
      return (x - y) * direction || a.index - b.index;
    })
    .map(({row}) => row);
}

/** The rows that pass every filter, in the chosen order. */
export function applyFilters(rows: readonly CatalogueRow[], filters: CatalogueFilters): CatalogueRow[] {
  return sortRows(rows, filters.sort).filter(rowMatcher(filters));
}
