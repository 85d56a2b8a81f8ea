/**
 * The page harness's adapter for Pagefind, as its own UI uses it: a page of
 * five results, each page with the sub-results (sections) the Default UI
 * shows: the page itself and at most three sections, those with the most
 * matches, in page order.
 */
import type {BenchAdapter} from './protocol';

type SubResult = {url: string; locations: number[]};
type ResultData = {url: string; sub_results?: SubResult[]};
type Pagefind = {
  init: () => Promise<void>;
  search: (query: string) => Promise<{results: {data: () => Promise<ResultData>}[]}>;
};

// pagefind-ui.js: `thin_sub_results`, limit 3.
function shownSubResults(data: ResultData): string[] {
  const subs = data.sub_results ?? [];
  const rest = subs[0]?.url === data.url ? subs.slice(1) : subs;
  if (rest.length <= 3) return rest.map((sub) => sub.url);
  const top = [...rest]
    .sort((a, b) => b.locations.length - a.locations.length)
    .slice(0, 3)
    .map((sub) => sub.url);
  return rest.filter((sub) => top.includes(sub.url)).map((sub) => sub.url);
}

/**
 * Pagefind names pages by their file under the site folder (`/Features/Routing.html`);
 * the site's own form is `/docs/Features/Routing`, which the ranking table uses.
 */
export function sitePath(url: string, basePath: string): string {
  const parsed = new URL(url, 'http://localhost');
  const file = parsed.pathname.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1');
  const withBase = file.startsWith(basePath) ? file : `${basePath}${file.replace(/^\//, '')}`;
  return withBase + parsed.hash;
}

export async function pagefindAdapter(bundleUrl: string, basePath: string): Promise<BenchAdapter> {
  const pagefind = (await import(/* @vite-ignore */ bundleUrl)) as Pagefind;
  await pagefind.init();
  return {
    search: async (query, size) => {
      const found = await pagefind.search(query);
      const shown = await Promise.all(found.results.slice(0, size).map((result) => result.data()));
      return {
        screen: shown.map((data) => [data.url, ...shownSubResults(data)].map((url) => sitePath(url, basePath))),
        total: found.results.length,
      };
    },
  };
}
