/**
 * The harness page's script: picks the engine named in the page's query
 * string (?engine=ours|pagefind) and exposes `window.harness`.
 */
import {oursAdapter} from './ours';
import {pagefindAdapter} from './pagefind';
import type {BenchAdapter, HarnessGlobal} from './protocol';

const params = new URLSearchParams(location.search);
const engine = params.get('engine');
let adapter: BenchAdapter | null = null;
const ready = (async () => {
  // `none`: the page only, for a bench step that loads an engine itself (lib/typedSearch.ts).
  if (engine === 'none') return;
  adapter =
    engine === 'pagefind'
      ? await pagefindAdapter(params.get('bundle')!, params.get('base') ?? '/')
      : oursAdapter(params.get('manifest')!, params.get('worker')!);
})();
(window as unknown as {harness: HarnessGlobal}).harness = {
  ready,
  search: async (query, size) => {
    await ready;
    return adapter!.search(query, size);
  },
};
