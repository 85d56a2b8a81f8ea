import {log} from './log';
import {SiteError, type SiteFetcher} from './siteFetcher';

export type Revalidated<T> = {
  value: T;
  /** How this call got the value: first fetch, a 304 or a changed file, or the cache when the site did not answer. */
  source: 'fetched' | 'not-modified' | 'changed' | 'stale';
};

/**
 * A JSON file of the site kept in memory and revalidated with its ETag on
 * every use: an unchanged file costs one 304 and no parsing. When the site
 * stops answering, the last good copy is served and the failure logged.
 */
export class RevalidatedJson<T> {
  private cached: {value: T; etag: string | null} | null = null;
  /** Calls that overlap share one request. */
  private pending: Promise<Revalidated<T>> | null = null;

  constructor(
    private readonly fetcher: SiteFetcher,
    readonly url: string,
    /** Turns the parsed JSON into the value kept, e.g. a search engine; throws on bad data. */
    private readonly build: (json: unknown, previous: T | null) => T | Promise<T>,
  ) {}

  get(): Promise<Revalidated<T>> {
    this.pending ??= this.revalidate().finally(() => (this.pending = null));
    return this.pending;
  }

  private async revalidate(): Promise<Revalidated<T>> {
    const previous = this.cached;
    let fetched;
    try {
      fetched = await this.fetcher.revalidateJson(this.url, previous?.etag ?? null);
    } catch (error) {
      if (previous && error instanceof SiteError && error.kind === 'unreachable') {
        log(`${error.message} Using the copy fetched earlier.`);
        return {value: previous.value, source: 'stale'};
      }
      throw error;
    }
    // A 304 only ever answers a request that sent the cached copy's ETag.
    if (fetched.status === 304) return {value: previous!.value, source: 'not-modified'};
    const value = await this.build(fetched.json, previous?.value ?? null);
    this.cached = {value, etag: fetched.etag};
    return {value, source: previous ? 'changed' : 'fetched'};
  }
}
