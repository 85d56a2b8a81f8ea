import {
  decodeOutlines,
  fileNames,
  INDEX_ROUTE,
  MANIFEST_PATH,
  openPublishedIndex,
  UnusableIndexError,
  type PublishedIndex,
  type SearchEngine,
} from 'apipie-docs-search';
import {log} from './log';
import {pagePathOf} from 'apipie-docs-markdown-twins';
import {searchHits} from '../../src/agentTools/searchHits';
import type {DocsHit} from '../../src/agentTools/tools';
import {RevalidatedJson, type Revalidated} from './revalidated';
import {SiteError, type SiteFetcher} from './siteFetcher';

/** A page of the index, as listed for the page resources. */
export type IndexedPage = {path: string; title: string; group: string};

type LoadedIndex = {
  published: PublishedIndex;
  engine: SearchEngine;
  /** Every page, for the page resources: read from the index's outlines file on first use. */
  pages: () => Promise<IndexedPage[]>;
};

/**
 * The site's own search (engine, query parsing and ranking from the search
 * package) over the published index. The manifest is revalidated with its ETag on
 * every search; the content-hashed index file is fetched again only when the
 * manifest names a new one.
 */
export class DocsSearch {
  private readonly manifest: RevalidatedJson<LoadedIndex>;

  constructor(private readonly fetcher: SiteFetcher) {
    const manifestUrl = fetcher.urlOf(MANIFEST_PATH);
    this.manifest = new RevalidatedJson(fetcher, manifestUrl, async (json, previous) => {
      // Index files are fetched as searches need them, like the site's own search does.
      const read = (name: string) => fetcher.json(fetcher.urlOf(`${INDEX_ROUTE}/${name}`));
      let published: PublishedIndex;
      try {
        published = await openPublishedIndex({manifestUrl, manifest: json, read, current: previous?.published});
      } catch (error) {
        if (error instanceof UnusableIndexError) throw new SiteError('invalid', manifestUrl, error.message);
        throw error;
      }
      if (previous && published === previous.published) return previous;
      const hash = published.manifest.hash;
      let pages: Promise<IndexedPage[]> | null = null;
      const readPages = async () =>
        decodeOutlines(await read(fileNames.outlines(hash))).pages.map((page) => ({
          path: pagePathOf(page.path, fetcher.baseUrl),
          title: page.lvl1,
          group: page.lvl0,
        }));
      return {
        published,
        engine: published.engine,
        pages: () =>
          (pages ??= readPages().catch((error: unknown) => {
            pages = null;
            throw error;
          })),
      };
    });
  }

  /**
   * Starts loading the index without waiting, so the first search finds it ready; a failure is retried by that search.
   */
  preload(): void {
    this.load().catch((error: unknown) => log(`preloading the search index failed: ${(error as Error).message}`));
  }

  /** Revalidates and returns the loaded index. */
  load(): Promise<Revalidated<LoadedIndex>> {
    return this.manifest.get();
  }

  /** The best `limit` hits for `query`, in the order the site ranks them. */
  async search(
    query: string,
    limit: number,
  ): Promise<{hits: DocsHit[]; total: number; source: Revalidated<LoadedIndex>['source']}> {
    const {value: index, source} = await this.load();
    return {...(await searchHits(index.engine, query, limit, this.fetcher.baseUrl)), source};
  }

  /** Every page in the index, once, in index order. */
  async pages(): Promise<IndexedPage[]> {
    const {value: index} = await this.load();
    return index.pages();
  }
}
