import {execFileSync} from 'node:child_process';
import {readChangeBaseEnv} from '../../config/env';

/**
 * How far the suite goes: `npm test` runs a change run, `npm run test:full` (SUITE_SCOPE=full) the full run.
 * What a change run leaves to the full run is declared with each runner's own feature, in its config:
 *
 * - Playwright: tests tagged FULL_RUN_TAG, which playwright.config.ts's `grepInvert` leaves out of a
 *   change run: the dev-server test, the redirects past the first into each section, the API operations
 *   past one per set of markup kinds, the screenshots of templates the change cannot reach (e2e/visual/).
 *   The crawl (e2e/crawl.spec.ts) fetches every sitemap page as served and checks its status, one h1 and
 *   a CSP that covers its inline code; in a change run it makes the checks only a browser can make on a
 *   sample (e2e/support/axePlan.ts): every template, every kind of markup a page brings of its own, and
 *   every page whose source the change touches (`changedFiles`).
 * - Vitest: `*.full.test.ts` files, which vitest.config.ts leaves out of a change run (the bad-input rows
 *   that build the whole site), and the project `bad-input-touched`, which scripts/suite.sh runs with
 *   Vitest's `--changed <base>` (the base this module prints when run).
 * - `check:samples -- --run-scoped`: the samples the change can alter and one per runtime
 *   (scripts/samples/run/changeRun.ts).
 *
 * The full run (the nightly workflow .github/workflows/full-suite.yml) runs everything. Test code reads
 * the scope here only; an unknown value stops the run rather than running less.
 */
export type SuiteScope = 'change' | 'full';

export function readSuiteScope(env: Record<string, string | undefined> = process.env): SuiteScope {
  const raw = env.SUITE_SCOPE?.trim() || 'change';
  if (raw !== 'change' && raw !== 'full') throw new Error(`SUITE_SCOPE must be "change" or "full", got "${raw}".`);
  return raw;
}

export const suiteScope = readSuiteScope();

/** The Playwright tag of the tests a change run leaves to the full run (playwright.config.ts). */
export const FULL_RUN_TAG = '@full';

/**
 * A filter that keeps one item of each kind that `kindOf` names, the one `score` rates highest (the
 * first of them on a tie; without `score`, the first of each kind).
 */
export function firstOfEach<T>(
  kindOf: (item: T) => unknown,
  score: (item: T) => number = () => 0,
): (item: T, index: number, items: readonly T[]) => boolean {
  return (item, index, items) => {
    const kind = kindOf(item);
    const best = items.reduce<number>(
      (chosen, other, at) =>
        kindOf(other) === kind && (chosen < 0 || score(other) > score(items[chosen]!)) ? at : chosen,
      -1,
    );
    return best === index;
  };
}

/** The files among `files` that are one of `sources`: a source ending in `/` is a folder, any other a file. */
export function filesAmong(files: Iterable<string>, sources: readonly string[]): string[] {
  return [...files].filter((file) =>
    sources.some((source) => (source.endsWith('/') ? file.startsWith(source) : file === source)),
  );
}

/** What the change under test touches: its base, and the files that differ from it (committed or not). */
export type Change = {base: string; files: Set<string>} | {base: undefined; why: string};

/**
 * The files (repository paths) that differ between the working tree and where it left `ref`
 * (their merge base). No git, or no such ref (a source archive, a shallow clone): no change is
 * known, and a change run keeps to its sample. The default `ref` is the one the build's gate on
 * removed pages compares with (config/env.ts: SUITE_BASE, a pull request's base branch, else
 * origin/main).
 */
export function changedFiles(ref = readChangeBaseEnv().ref, cwd = process.cwd()): Change {
  const git = (...args: string[]) =>
    execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
  let base: string;
  try {
    base = git('merge-base', ref, 'HEAD');
  } catch {
    return {base: undefined, why: `no merge base with ${ref} (set SUITE_BASE to compare with another ref)`};
  }
  const files = git('diff', '--name-only', '--no-renames', base).split('\n').filter(Boolean);
  const untracked = git('ls-files', '--others', '--exclude-standard').split('\n').filter(Boolean);
  return {base: `${ref} (${base.slice(0, 7)})`, files: new Set([...files, ...untracked])};
}

// `tsx scripts/lib/suiteScope.ts`: prints the change's base for a runner's `--changed`, or says why there is none
// and exits 1 (scripts/suite.sh then runs what the runner would have chosen from, all of it).
if (require.main === module) {
  const change = changedFiles();
  if (change.base === undefined) {
    console.error(`No change known: ${change.why}.`);
    process.exit(1);
  }
  console.log(readChangeBaseEnv().ref);
}
