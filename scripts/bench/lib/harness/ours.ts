/**
 * The page harness's adapter for this site's engine, bundled by the bench
 * with esbuild: the same worker client the modal uses, asked what DocSearch
 * asks (20 hits with highlights and snippets), and the first screen as the
 * modal shows it (grouped by lvl0, five a group).
 */
import {createWorkerSearchClient} from '../../../../src/search/workerClient';
import type {SearchHit} from '../../../../src/search/searchClient';
import type {BenchAdapter} from './protocol';

const MAX_PER_GROUP = 5;

function firstScreen(hits: SearchHit[], size: number): string[][] {
  const groups = new Map<string, string[]>();
  for (const hit of hits) {
    const group = (hit['hierarchy'] as {lvl0: string}).lvl0;
    const urls = groups.get(group) ?? [];
    if (urls.length < MAX_PER_GROUP) urls.push(String(hit['url']));
    groups.set(group, urls);
  }
  return [...groups.values()]
    .flat()
    .slice(0, size)
    .map((url) => [url]);
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
          attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
          attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
        },
      ]);
      const result = results[0]!;
      return {screen: firstScreen(result.hits, size), total: result.nbHits};
    },
  };
}
