import {INDEX_ROUTE, MANIFEST_PATH} from '../../src/search/constants';
import {SearchEngine} from '../../src/search/engine';
import {fileNames, isManifest, MANIFEST_FORMAT_ERROR} from '../../src/search/indexFormat';
import {decodeOutlines} from '../../src/search/outlines';
import {log} from './log';
import {pagePathOf} from '../../src/agentTools/pagePaths';
import {searchHits} from '../../src/agentTools/searchHits';
import type {DocsHit} from '../../src/agentTools/tools';
import {RevalidatedJson, type Revalidated} from './revalidated';
import {SiteError, type SiteFetcher} from './siteFetcher';

/** A page of the index, as listed for the page resources. */
export type IndexedPage = {path: string; title: string; group: string};

type LoadedIndex = {
  hash: string;
  engine: SearchEngine;
  /** Every page, for the page resources: read from the index's outlines file on first use. */
  pages: () => Promise<IndexedPage[]>;
};

/**
 * The site's own search (engine, query parsing and ranking from src/search)
 * over the published index. The manifest is revalidated with its ETag on
 * every search; the content-hashed index file is fetched again only when the
 * manifest names a new one.
 */
export class DocsSearch {
  private readonly manifest: RevalidatedJson<LoadedIndex>;

  constructor(private readonly fetcher: SiteFetcher) {
    const manifestUrl = fetcher.urlOf(MANIFEST_PATH);
    this.manifest = new RevalidatedJson(fetcher, manifestUrl, async (json, previous) => {
      if (!isManifest(json)) {
        throw new SiteError(
          'invalid',
          manifestUrl,
          `The search manifest at ${manifestUrl} is unusable: ${MANIFEST_FORMAT_ERROR}.`,
        );
      }
      if (previous?.hash === json.hash) return previous;
      // Index files are fetched as searches need them, like the site's own search does.
      const read = (name: string) => fetcher.json(fetcher.urlOf(`${INDEX_ROUTE}/${name}`));
      let engine: SearchEngine;
      try {
        engine = await SearchEngine.open({manifest: json, read});
      } catch (error) {
        if (error instanceof SiteError) throw error;
        throw new SiteError(
          'invalid',
          manifestUrl,
          `The search index at ${manifestUrl} is unusable: ${(error as Error).message}.`,
        );
      }
      let pages: Promise<IndexedPage[]> | null = null;
      const readPages = async () =>
        decodeOutlines(await read(fileNames.outlines(json.hash))).pages.map((page) => ({
          path: pagePathOf(page.path, fetcher.baseUrl),
          title: page.lvl1,
          group: page.lvl0,
        }));
      return {
        hash: json.hash,
        engine,
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
