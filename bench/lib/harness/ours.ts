/**
 * The page harness's adapter for this site's engine, bundled by the bench
 * with esbuild: the same worker client the modal uses, asked what DocSearch
 * asks (20 hits with highlights and snippets, at most 5 a group), and the first screen as the
 * modal shows it (grouped by lvl0, five a group).
 */
import {createWorkerSearchClient, type SearchHit} from 'apipie-docs-search/client';
import {MAX_RESULTS_PER_GROUP, modalOrder} from 'apipie-docs-search';
import type {BenchAdapter} from './protocol';

function firstScreen(hits: SearchHit[], size: number): string[][] {
  return modalOrder(hits, (hit) => (hit['hierarchy'] as {lvl0: string}).lvl0)
    .slice(0, size)
    .map((hit) => [String(hit['url'])]);
}

export function oursAdapter(manifestUrl: string, workerUrl: string): BenchAdapter {
  const client = createWorkerSearchClient({
    indexName: 'bench',
    manifestUrl,
    startWorker: () => new Worker(workerUrl),
  });
  return {
    search: async (query, size) => {
      const {results} = await client.search([
        {
          indexName: 'bench',
          query,
          hitsPerPage: 20,
          maxHitsPerGroup: MAX_RESULTS_PER_GROUP,
          attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
          attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
        },
      ]);
      const result = results[0]!;
      return {screen: firstScreen(result.hits, size), total: result.nbHits};
    },
  };
}
