/**
 * What the Copy page menu tells the site as readers use it. The site listens (its analytics, say)
 * with `onTwinEvent`; with no listener nothing happens. One module, so the menu's own chunk and a
 * listener in another bundle share the same listeners.
 */
export type TwinEvent =
  /** A reader chose an item of the menu that copies the page (`copy-markdown`). */
  {name: 'copy-page'; data: {action: string}};

export type TwinEventListener = (event: TwinEvent) => void;

const listeners = new Set<TwinEventListener>();

/** Calls `listener` with every twin event from now on; returns the function that stops it. */
export function onTwinEvent(listener: TwinEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitTwinEvent(event: TwinEvent): void {
  for (const listener of listeners) listener(event);
}
