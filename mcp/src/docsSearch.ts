import {INDEX_ROUTE, MANIFEST_PATH} from '../../src/search/constants';
import {SearchEngine, type EngineMatch} from '../../src/search/engine';
import {snippet} from '../../src/search/highlight';
import {fileNames, isManifest, MANIFEST_FORMAT_ERROR} from '../../src/search/indexFormat';
import {decodeOutlines} from '../../src/search/outlines';
import {parseQuery} from '../../src/search/query';
import {LEVELS, type DocSearchRecord} from '../../src/search/records';
import {log} from './log';
import {pagePathOf, twinPathOf} from './pagePaths';
import {RevalidatedJson, type Revalidated} from './revalidated';
import {SiteError, type SiteFetcher} from './siteFetcher';

/** One search hit as the tool returns it. */
export type DocsHit = {
  title: string;
  /** Section path: the sidebar group, the page title and the headings down to the hit. */
  section: string;
  /** The page (or section) on the site. */
  url: string;
  /** The page's Markdown twin, for read_page or a plain fetch. */
  markdownUrl: string;
  snippet: string;
};

/** A page of the index, as listed for the page resources. */
export type IndexedPage = {path: string; title: string; group: string};

type LoadedIndex = {
  hash: string;
  engine: SearchEngine;
  /** Every page, for the page resources: read from the index's outlines file on first use. */
  pages: () => Promise<IndexedPage[]>;
};

const SNIPPET_WORDS = 30;
const SNIPPET_TAGS = {pre: '', post: ''};
const UNESCAPE: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/** The highlighter escapes HTML for the browser; a tool answers plain text. */
function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPE[entity]!);
}

/**
 * The text a hit's snippet comes from: its own, or for a heading the first
 * text that follows it in its section.
 */
function snippetSource({record, section}: EngineMatch): string {
  if (record.content) return record.content;
  const at = section.indexOf(record);
  return section.slice(at).find((other) => other.content)?.content ?? '';
}

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

  /** Starts loading the index without waiting, so the first search finds it ready; a failure is retried by that search. */
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
    const words = parseQuery(query);
    const {matches, total} = await index.engine.search(words, {length: limit});
    const hits = matches.map((match): DocsHit => {
      const {record} = match;
      const text = snippetSource(match);
      return {
        title: record.hierarchy.lvl1,
        section: LEVELS.map((level) => record.hierarchy[level])
          .filter(Boolean)
          .join(' › '),
        url: this.siteUrlOf(record.url),
        markdownUrl: this.fetcher.urlOf(twinPathOf(this.pagePathOfRecord(record))),
        snippet: unescapeHtml(snippet(text, words, SNIPPET_WORDS, SNIPPET_TAGS, '…').value),
      };
    });
    return {hits, total, source};
  }

  /** Every page in the index, once, in index order. */
  async pages(): Promise<IndexedPage[]> {
    const {value: index} = await this.load();
    return index.pages();
  }

  /** Records carry the production URL; the same path on the configured site. */
  private siteUrlOf(recordUrl: string): string {
    const url = new URL(recordUrl);
    return new URL(url.pathname + url.hash, this.fetcher.baseUrl).toString();
  }

  private pagePathOfRecord(record: DocSearchRecord): string {
    return pagePathOf(new URL(record.url_without_anchor).pathname, this.fetcher.baseUrl);
  }
}
