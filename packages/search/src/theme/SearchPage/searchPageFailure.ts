/**
 * Whether the search page's latest search failed: written by its client,
 * read by the page through `useSyncExternalStore`.
 */
let failure: Error | null = null;
const listeners = new Set<() => void>();

export function reportSearchPageFailure(error: Error | null): void {
  if (error === failure) return;
  failure = error;
  for (const listener of listeners) listener();
}

export function subscribeSearchPageFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function searchPageFailure(): Error | null {
  return failure;
}
