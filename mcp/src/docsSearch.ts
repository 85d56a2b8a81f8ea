import {INDEX_ROUTE, MANIFEST_PATH} from '../../src/search/constants';
import {SearchEngine} from '../../src/search/engine';
import {snippet} from '../../src/search/highlight';
import {recordsOf} from '../../src/search/indexLoader';
import type {IndexManifest} from '../../src/search/indexFile';
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
  indexFile: string;
  engine: SearchEngine;
  /** Snippet text per record id. */
  snippetText: Map<string, string>;
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
 * text that follows it on the page (a heading may open straight onto a subheading).
 */
function snippetSources(records: readonly DocSearchRecord[]): Map<string, string> {
  const texts = new Map<string, string>();
  let next: {page: string; text: string} | null = null;
  for (let i = records.length - 1; i >= 0; i--) {
    const record = records[i]!;
    if (record.content) next = {page: record.url_without_anchor, text: record.content};
    if (next?.page === record.url_without_anchor) texts.set(record.objectID, next.text);
  }
  return texts;
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
      const indexFile = (json as Partial<IndexManifest> | null)?.index;
      if (typeof indexFile !== 'string' || !/^[\w.-]+$/.test(indexFile)) {
        throw new SiteError('invalid', manifestUrl, `The search manifest at ${manifestUrl} names no index file.`);
      }
      if (previous?.indexFile === indexFile) return previous;
      const indexUrl = fetcher.urlOf(`${INDEX_ROUTE}/${indexFile}`);
      const data = await fetcher.json(indexUrl);
      let records: DocSearchRecord[];
      try {
        records = recordsOf(data);
      } catch (error) {
        throw new SiteError(
          'invalid',
          indexUrl,
          `The search index at ${indexUrl} is unusable: ${(error as Error).message}.`,
        );
      }
      return {indexFile, engine: new SearchEngine(records), snippetText: snippetSources(records)};
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
    const matches = index.engine.search(words);
    const hits = matches.slice(0, limit).map(({record}): DocsHit => {
      const text = index.snippetText.get(record.objectID) ?? '';
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
    return {hits, total: matches.length, source};
  }

  /** Every page in the index, once, in index order. */
  async pages(): Promise<IndexedPage[]> {
    const {value: index} = await this.load();
    return index.engine.records
      .filter((record) => record.type === 'lvl1')
      .map((record) => ({
        path: this.pagePathOfRecord(record),
        title: record.hierarchy.lvl1,
        group: record.hierarchy.lvl0,
      }));
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
