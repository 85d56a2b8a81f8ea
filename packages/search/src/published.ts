import {SearchEngine} from './engine';
import {isManifest, MANIFEST_FORMAT_ERROR, type IndexManifest} from './indexFormat';

/** A published index that cannot be searched: its manifest (the meta it holds included) is malformed. */
export class UnusableIndexError extends Error {
  override name = 'UnusableIndexError';
}

/** An index opened from its manifest: what the manifest says and the engine over it. */
export type PublishedIndex = {manifest: IndexManifest; engine: SearchEngine};

/**
 * Opens the engine over a published index, as a client that fetches the site's files does (the
 * docs MCP server, the pages' agent tools): checks the manifest it read from `manifestUrl`, then
 * opens the engine, which fetches the index's other files with `read` (a name beside the
 * manifest) as searches need them. When `current` was opened from a manifest naming the same
 * index, it is returned as it is. A malformed manifest (or meta in it) throws UnusableIndexError,
 * naming `manifestUrl`; a failure of `read` is thrown as it is.
 */
export async function openPublishedIndex({
  manifestUrl,
  manifest,
  read,
  current,
}: {
  manifestUrl: string;
  manifest: unknown;
  read: (name: string) => Promise<unknown>;
  current?: PublishedIndex;
}): Promise<PublishedIndex> {
  if (!isManifest(manifest))
    throw new UnusableIndexError(`The search manifest at ${manifestUrl} is unusable: ${MANIFEST_FORMAT_ERROR}.`);
  if (current?.manifest.hash === manifest.hash) return current;
  const readFailures = new WeakSet<object>();
  const reading = (name: string) =>
    read(name).catch((error: unknown) => {
      if (typeof error === 'object' && error !== null) readFailures.add(error);
      throw error;
    });
  try {
    return {manifest, engine: await SearchEngine.open({manifest, read: reading})};
  } catch (error) {
    if (typeof error === 'object' && error !== null && readFailures.has(error)) throw error;
    throw new UnusableIndexError(`The search index at ${manifestUrl} is unusable: ${(error as Error).message}.`);
  }
}
