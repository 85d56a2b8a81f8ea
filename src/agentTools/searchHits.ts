/**
 * search_docs over the site's own engine and index (the search package), for the MCP
 * server and the pages alike: the same query parsing, ranking and snippets.
 */
import {LEVELS, parseQuery, snippet, type EngineMatch, type SearchEngine} from 'apipie-docs-search';
import {pagePathOf, twinPathOf} from 'apipie-docs-markdown-twins';
import type {DocsHit} from './tools';

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
function snippetSource({record, section = [record]}: EngineMatch): string {
  if (record.content) return record.content;
  const at = section.indexOf(record);
  return section.slice(at).find((other) => other.content)?.content ?? '';
}

/** The best `limit` hits for `query`, in the order the site ranks them, with URLs on the site at `baseUrl`. */
export async function searchHits(
  engine: SearchEngine,
  query: string,
  limit: number,
  baseUrl: URL,
): Promise<{hits: DocsHit[]; total: number}> {
  const words = parseQuery(query);
  const {matches, total} = await engine.search(words, {length: limit, withSection: true});
  const hits = matches.map((match): DocsHit => {
    const {record} = match;
    // Records carry the production URL; the same path on the site searched.
    const url = new URL(record.url);
    const pagePath = pagePathOf(new URL(record.url_without_anchor).pathname, baseUrl);
    return {
      title: record.hierarchy.lvl1,
      section: LEVELS.map((level) => record.hierarchy[level])
        .filter(Boolean)
        .join(' › '),
      url: new URL(url.pathname + url.hash, baseUrl).toString(),
      markdownUrl: new URL(twinPathOf(pagePath), baseUrl).toString(),
      snippet: unescapeHtml(snippet(snippetSource(match), words, SNIPPET_WORDS, SNIPPET_TAGS, '…').value),
    };
  });
  return {hits, total};
}
