/**
 * What the search UI tells the site as readers use it: each search asked, each search answered
 * and each hit clicked. The site listens (its analytics, say) with `onSearchEvent`; with no
 * listener nothing happens. One module, so the search bar, the search page and a listener in
 * another bundle share the same listeners.
 */
export type SearchEvent =
  /** A search was asked: an answered query that has not settled yet was typed past. */
  | {name: 'search-asked'}
  /** The newest search was answered: its query, its number of hits and the engine's mode. */
  | {name: 'search'; data: {query: string; hits: number; mode: string}}
  /** A hit was clicked in the modal: the query in the box, its 1-based place in the list, its path. */
  | {name: 'search-click'; data: {query: string; position: number; url: string}};

export type SearchEventListener = (event: SearchEvent) => void;

const listeners = new Set<SearchEventListener>();

/** Calls `listener` with every search event from now on; returns the function that stops it. */
export function onSearchEvent(listener: SearchEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSearchEvent(event: SearchEvent): void {
  for (const listener of listeners) listener(event);
}
