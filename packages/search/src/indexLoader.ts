import {SearchEngine, type IndexFiles} from './engine';
import {RetryError} from './errors';
import {isManifest, MANIFEST_FORMAT_ERROR} from './indexFormat';

export type IndexLoader = {
  /**
   * Resolves once the manifest (which holds the meta) is in and the engine can search; a failed load
   * is retried on the next call.
   */
  load: () => Promise<SearchEngine>;
  /** Starts loading without waiting, e.g. when the visitor reaches for the search button. */
  preload: () => void;
};

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function fetchJson(fetchImpl: Fetch, url: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    throw new RetryError(
      `Unreachable hosts: the search index at ${url} could not be fetched (${(error as Error).message})`,
    );
  }
  if (!response.ok) throw new RetryError(`Unreachable hosts: the search index at ${url} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new RetryError(`Unreachable hosts: the search index at ${url} is not valid JSON`);
  }
}

/**
 * The index files behind a manifest URL: the manifest is revalidated (so a
 * deploy is picked up), the content-hashed files it names sit next to it and
 * may be cached forever. Files are fetched when a query needs them.
 */
export async function fetchIndexFiles(
  manifestUrl: string,
  fetchImpl: Fetch = (url, init) => fetch(url, init),
): Promise<IndexFiles> {
  const manifest = await fetchJson(fetchImpl, manifestUrl, {cache: 'no-cache'});
  if (!isManifest(manifest))
    throw new RetryError(
      `Unreachable hosts: the search manifest at ${manifestUrl} is unusable (${MANIFEST_FORMAT_ERROR})`,
    );
  const dir = manifestUrl.replace(/[^/]*$/, '');
  return {manifest, read: (name) => fetchJson(fetchImpl, dir + name)};
}

/** Loads the engine for `manifestUrl` once; a failure is forgotten, so the next search tries again. */
export function createIndexLoader({manifestUrl, fetch: fetchImpl}: {manifestUrl: string; fetch?: Fetch}): IndexLoader {
  let pending: Promise<SearchEngine> | null = null;
  const loadOnce = async () => {
    const files = await fetchIndexFiles(manifestUrl, fetchImpl);
    try {
      return await SearchEngine.open(files);
    } catch (error) {
      if (error instanceof RetryError) throw error;
      throw new RetryError(`Unreachable hosts: the search index is unusable (${(error as Error).message})`);
    }
  };
  const load = () => {
    pending ??= loadOnce().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return {load, preload: () => void load().catch(() => {})};
}
