import type {Ranking, SearchEngine} from './engine';
import {RetryError} from './errors';
import {decodeIndex, type IndexManifest} from './indexFile';
import {pageRecords} from './pageOutline';
import type {DocSearchRecord} from './records';

export type IndexLoader = {
  /** Resolves once the index is fetched and searchable; a failed load is retried on the next call. */
  load: () => Promise<SearchEngine>;
  /** Starts loading without waiting, e.g. when the visitor reaches for the search button. */
  preload: () => void;
};

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function fetchJson(fetchImpl: Fetch, url: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    throw new RetryError(
      `Unreachable hosts: the search index at ${url} could not be fetched (${(error as Error).message})`,
    );
  }
  if (!response.ok) {
    throw new RetryError(`Unreachable hosts: the search index at ${url} answered ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new RetryError(`Unreachable hosts: the search index at ${url} is not valid JSON`);
  }
}

/** Every record of an index file, the same records the hosted index holds. */
export function recordsOf(indexData: unknown): DocSearchRecord[] {
  const {siteUrl, pages} = decodeIndex(indexData);
  return pages.flatMap((page) => pageRecords(page, siteUrl));
}

/**
 * Fetches the manifest (revalidated every time, so a deploy is picked up),
 * then the content-hashed index it names (cacheable forever), and builds the
 * search engine once.
 */
export function createIndexLoader({
  manifestUrl,
  fetch: fetchImpl = (url, init) => fetch(url, init),
  ranking,
  engine = async () => (await import('./engine')).SearchEngine,
}: {
  manifestUrl: string;
  fetch?: Fetch;
  ranking?: Ranking;
  /** The engine class; by default loaded with the index rather than with every page. */
  engine?: () => Promise<typeof SearchEngine>;
}): IndexLoader {
  let pending: Promise<SearchEngine> | null = null;
  const loadOnce = async () => {
    const manifest = (await fetchJson(fetchImpl, manifestUrl, {cache: 'no-cache'})) as IndexManifest;
    if (typeof manifest?.index !== 'string' || !/^[\w.-]+$/.test(manifest.index)) {
      throw new RetryError(`Unreachable hosts: the search manifest at ${manifestUrl} names no index file`);
    }
    // The index file sits next to the manifest.
    const data = await fetchJson(fetchImpl, manifestUrl.replace(/[^/]*$/, manifest.index));
    const Engine = await engine();
    try {
      return new Engine(recordsOf(data), ranking);
    } catch (error) {
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
