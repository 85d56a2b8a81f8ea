/** What the bench asks of an engine inside the harness page. */
export type BenchAdapter = {
  /** The first screen for `query`: per shown hit, the URLs it links to (a Pagefind page also links its sections). */
  search: (query: string, size: number) => Promise<{screen: string[][]; total: number}>;
};

export type HarnessEngine = 'ours' | 'pagefind';

/** The harness page's global, set once its adapter is ready. */
export type HarnessGlobal = {
  ready: Promise<void>;
  search: BenchAdapter['search'];
};
