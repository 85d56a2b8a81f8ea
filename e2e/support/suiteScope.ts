/**
 * How far the browser tests' "every page" and "every operation" loops go.
 *
 * - `change` (the default: `npm test`, CI on every push and pull request): every sitemap page is still
 *   loaded and checked for its status, one h1, console errors, CSP violations and overflow at the
 *   narrowest width; the costly checks (axe, the other six widths, the hosted-search build, the API
 *   operations one by one) run on a sample that covers every template and every kind of markup a page
 *   brings of its own (axePlan.ts picks it from the built HTML).
 * - `full` (`npm run test:full`, the nightly workflow .github/workflows/full-suite.yml): every check on
 *   every page and operation.
 *
 * Test code reads the scope here only; an unknown value stops the run rather than running less.
 */
export type SuiteScope = 'change' | 'full';

export function readSuiteScope(env: Record<string, string | undefined> = process.env): SuiteScope {
  const raw = env.SUITE_SCOPE?.trim() || 'change';
  if (raw !== 'change' && raw !== 'full') throw new Error(`SUITE_SCOPE must be "change" or "full", got "${raw}".`);
  return raw;
}

export const suiteScope = readSuiteScope();

/** In a `change` run, the items `sample` keeps, in their order; in a `full` run, all of them. */
export function inScope<T>(items: readonly T[], sample: (item: T, index: number, items: readonly T[]) => boolean): T[] {
  return suiteScope === 'full' ? [...items] : items.filter(sample);
}

/** A `sample` for inScope: the first item of each kind that `kindOf` names. */
export function firstOfEach<T>(kindOf: (item: T) => unknown): (item: T, index: number, items: readonly T[]) => boolean {
  return (item, index, items) => items.findIndex((other) => kindOf(other) === kindOf(item)) === index;
}
