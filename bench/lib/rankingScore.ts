/** One ranking-table row: a query and the page (or section, with #) it must find. */
export type RankingCase = {query: string; expect: string; why: string};

/** Per query, the 1-based place of the expected page or section on the first screen, or null when it is not there. */
export type Placements = (number | null)[];

export type RankingScore = {
  queries: number;
  /** Share of queries whose target is the first hit. */
  successAt1: number;
  /** Share of queries whose target is on the first screen (five hits). */
  successAt5: number;
  /** Mean reciprocal rank over the first screen (0 for a miss). */
  mrr: number;
};

export function scoreRanking(placements: Placements): RankingScore {
  const n = placements.length;
  const share = (k: number) => placements.filter((p) => p !== null && p <= k).length / n;
  return {
    queries: n,
    successAt1: share(1),
    successAt5: share(5),
    mrr: placements.reduce<number>((sum, p) => sum + (p === null ? 0 : 1 / p), 0) / n,
  };
}

/** The URL's path, with its #fragment when `withAnchor`. */
export function pathOf(url: string, withAnchor: boolean): string {
  const parsed = new URL(url, 'http://localhost');
  return parsed.pathname + (withAnchor ? parsed.hash : '');
}

/** Where `expected` is among `screen` (a list of hit URLs in the order shown), 1-based, or null. */
export function placeOf(expected: string, screen: readonly (readonly string[])[]): number | null {
  const withAnchor = expected.includes('#');
  const at = screen.findIndex((urls) => urls.some((url) => pathOf(url, withAnchor) === expected));
  return at < 0 ? null : at + 1;
}
