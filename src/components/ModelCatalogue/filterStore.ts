/**
 * The catalogue's filters, held outside React state so that each row can subscribe to whether it
 * passes them (useSyncExternalStore): a keystroke then re-renders only the rows that appear or
 * disappear, not all ~770 of them. Plain functions, tested in Node.
 */
import type {CatalogueRow} from '@site/data/catalogue';
import {noFilters, rowMatcher, type CatalogueFilters} from './filters';

export type FilterStore = {
  subscribe: (listener: () => void) => () => void;
  filters: () => CatalogueFilters;
  /** Whether a row is hidden by the current filters. */
  hides: (row: CatalogueRow) => boolean;
  set: (filters: CatalogueFilters) => void;
};

export function createFilterStore(initial: CatalogueFilters = noFilters): FilterStore {
  let filters = initial;
  let matches = rowMatcher(filters);
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    filters: () => filters,
    hides: (row) => !matches(row),
    set(next) {
      if (next === filters) return;
      filters = next;
      matches = rowMatcher(next);
      for (const listener of listeners) listener();
    },
  };
}
