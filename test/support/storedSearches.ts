/** DocSearch's storage keys for this site's local index. */
export const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__apipie';
export const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__apipie';

/**
 * Saved searches as DocSearch stores them (hits without their highlight results), for the tests and benches to seed.
 */
export function storedHits(prefix: string, count: number) {
  return Array.from({length: count}, (_, i) => ({
    objectID: `${prefix}-${i}`,
    type: 'lvl1',
    url: '/docs/Terms/privacy',
    hierarchy: {lvl0: 'Terms', lvl1: `${prefix} ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
  }));
}
