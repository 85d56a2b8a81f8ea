/**
 * A query as a reader types it into the search modal, key by key: every
 * prefix is asked for (DocSearch searches on each input), each warms the
 * engine's term shards at once, and only the prefixes the reader pauses at
 * for the settle time are searched (the search package's settleSearches.ts).
 */
import {SETTLE_MS} from 'apipie-docs-search';

/** The text in the box after each key of `query`, first key first (DocSearch asks nothing for a blank box). */
export function typedPrefixes(query: string): string[] {
  return [...query].map((_, i) => [...query].slice(0, i + 1).join('')).filter((prefix) => prefix.trim() !== '');
}

/** The prefixes searched in full when each key follows the last after `keyMs`: those the reader pauses at. */
export function settledPrefixes(query: string, keyMs: number, settleMs = SETTLE_MS): string[] {
  const prefixes = typedPrefixes(query);
  return prefixes.filter((_, i) => i === prefixes.length - 1 || keyMs >= settleMs);
}
