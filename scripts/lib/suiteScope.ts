import {execFileSync} from 'node:child_process';
import {readChangeBaseEnv} from '../../config/env';

/**
 * How far the suite goes: `npm test` runs a change run, `npm run test:full` (SUITE_SCOPE=full) the full
 * run, the nightly workflow's. What a change run leaves to the full run is declared with each runner's
 * own feature, in its config:
 *
 * - Playwright: tests tagged FULL_RUN_TAG, which playwright.config.ts's `grepInvert` leaves out of a
 *   change run unless they also carry a tag the change reaches (`changeRunGrepInvert`): a page's browser
 *   checks are tagged with its source (`sourceTag`), a template's screenshots with what reaches it
 *   (`reachTag`). The untagged tests run in every run: every page as served, and the browser checks of the
 *   sample that covers every template and every kind of markup (e2e/support/axePlan.ts).
 * - Vitest: `*.full.test.ts` files (vitest.config.ts); tests named with FULL_RUN_TAG, which the config's
 *   `testNamePattern` leaves out of a change run unless they also carry a tag it reaches
 *   (`changeRunTestNamePattern`, the same rule as Playwright's): the code samples' runs (the project
 *   `samples`), each tagged with its page's source and `@reach:samples`, all but the first of each runtime
 *   with FULL_RUN_TAG; and `--changed <base>`, with the base this module prints, for the bad-input rows
 *   that vary a fault (the project `bad-input-touched`).
 *
 * Why a module at all: Vitest follows imports, but no runner can tell which built pages and templates a
 * changed source reaches (a page's HTML is not an import of the spec that checks it). So the tests
 * declare what they cover with tags, and `reachedTags` maps the changed files to those tags, in one place.
 * Test code reads the scope here only; an unknown value stops the run rather than running less.
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

/** The tag of a test that checks what the repository file `source` builds (a page's Markdown). */
export const sourceTag = (source: string) => `@source:${source}`;

/**
 * What a change can reach besides the pages of its own files; `any` is reached by every shared file,
 * `samples` by what every code sample's run depends on (SAMPLE_RUNS_DEPEND_ON).
 */
export type Reach = 'any' | 'docs' | 'blog' | 'announcements' | 'search' | 'samples';

/** The tag of a test of what changes when the change reaches `reach` (a screenshot of a template kind). */
export const reachTag = (reach: Reach) => `@reach:${reach}`;

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

/**
 * Files whose change reaches no page: tests and their tools, benches, documents for contributors, the MCP
 * server, the scripts run by hand. The scripts that build or serve pages (gen:api, serve:prod and its
 * nginx) are not among them.
 */
const REACHES_NONE = [
  /^e2e\/(?!visual\/)/,
  /\.test\.ts$/,
  /^scripts\/(samples|models|search|upgradeDrill)\//,
  /^scripts\/(test\.sh|lib\/(suiteScope|markdownFiles|syntax)\.ts)$/,
  /^(bench|test|lint|notes|\.ci|\.github|mcp)\//,
  /(^|\/)README\.md$/,
  /^CONTRIBUTING\.md$/,
  /^(cspell-words\.txt|cspell\.config\.yaml|eslint\.config\.mjs|vitest(\.\w+)?\.config\.ts|\.markdownlint.*|\.gitignore)$/,
];

/**
 * What a code sample's run depends on besides its own page: the API description the mock is made from
 * (and the API pages' samples are generated from), the runner, and the packages samples import. A change
 * to one of them reaches every run (`@reach:samples`); a change to a page, that page's runs.
 */
const SAMPLE_RUNS_DEPEND_ON = /^(openapi\/|packages\/api-reference\/|scripts\/samples\/|package(-lock)?\.json$)/;

/**
 * Content reaches its own pages, its area's templates and search's (the index changes with it): a new
 * guide changes every docs page's sidebar, a new post the blog's lists. The API description (and the
 * script that makes the API pages from it) and the model data are shown on docs pages. Anything else
 * (styles, theme components, plugins, config, packages, the screenshot tests themselves) reaches every
 * template.
 */
const CONTENT: [RegExp, Exclude<Reach, 'any' | 'search'>][] = [
  [/^docs\//, 'docs'],
  [/^(openapi\/|data\/|scripts\/genApi\.ts$)/, 'docs'],
  [/^blog\//, 'blog'],
  [/^announcements\//, 'announcements'],
];

/**
 * The reach tags of the tests a change to `files` reaches; `undefined` files (no change known): `any`, and
 * `samples` (every sample runs).
 */
export function reachedTags(files: Iterable<string> | undefined): string[] {
  if (files === undefined) return [reachTag('any'), reachTag('samples')];
  const tags = new Set<string>();
  for (const file of files) {
    if (SAMPLE_RUNS_DEPEND_ON.test(file)) tags.add(reachTag('samples'));
    if (REACHES_NONE.some((pattern) => pattern.test(file))) continue;
    const content = CONTENT.find(([pattern]) => pattern.test(file));
    if (!content) tags.add(reachTag('any'));
    else {
      tags.add(reachTag(content[1])).add(reachTag('search'));
      // A page's source; the API description is the source of the API pages, which gen:api makes from it.
      if (/^(docs|blog|announcements|openapi)\//.test(file)) tags.add(sourceTag(file));
    }
  }
  return [...tags].sort();
}

/**
 * Playwright's `grepInvert` for a change run: the tests tagged FULL_RUN_TAG, less those with one of
 * `tags`. Playwright matches it against a test's titles and tags, joined by spaces.
 */
export function changeRunGrepInvert(tags: readonly string[]): RegExp {
  const escaped = tags.map((tag) => tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const reached = escaped.length ? `(?!.* (?:${escaped.join('|')})(?: |$))` : '';
  return new RegExp(`^${reached}.* ${FULL_RUN_TAG}(?: |$)`);
}

/**
 * Vitest's `testNamePattern` for a change run: the tests Playwright's rule (`changeRunGrepInvert`) keeps.
 * Vitest matches it against a test's name with its suites' names before it, joined by spaces, so a
 * Vitest test carries its tags at the end of its name.
 */
export function changeRunTestNamePattern(tags: readonly string[]): RegExp {
  return new RegExp(`^(?!${changeRunGrepInvert(tags).source.slice(1)})`);
}

/**
 * The files (repository paths) that differ between the working tree and where it left `ref` (their
 * merge base), committed or not. No git, or no such ref (a source archive, a shallow clone): undefined.
 */
export function changedFiles(ref: string, cwd = process.cwd()): Set<string> | undefined {
  const git = (...args: string[]) =>
    execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
  let base: string;
  try {
    base = git('merge-base', ref, 'HEAD');
  } catch {
    return undefined;
  }
  const files = git('diff', '--name-only', '--no-renames', base).split('\n').filter(Boolean);
  const untracked = git('ls-files', '--others', '--exclude-standard').split('\n').filter(Boolean);
  return new Set([...files, ...untracked]);
}

let reachedInThisRun: string[] | undefined;

/**
 * The tags this change run reaches (the change against config/env.ts's base: SUITE_BASE, a pull
 * request's base branch, else origin/main). playwright.config.ts keeps the tests tagged with them; a
 * test that checks many pages in one process (the Nu HTML checker) checks the pages tagged with them.
 */
export function changeRunReach(): string[] {
  reachedInThisRun ??= reachedTags(changedFiles(readChangeBaseEnv().ref));
  return reachedInThisRun;
}

// `tsx scripts/lib/suiteScope.ts`: prints the change's base for Vitest's `--changed`, or says why there is
// none and exits 1 (.ci/suite.sh then runs all that Vitest would have chosen from). It names the tags the
// change reaches, for the log.
if (require.main === module) {
  const {ref} = readChangeBaseEnv();
  const files = changedFiles(ref);
  console.error(`Change run: the @full tests tagged ${reachedTags(files).join(', ') || '(none)'} run too.`);
  if (files === undefined) {
    console.error(`No change known: no merge base with ${ref} (set SUITE_BASE to compare with another ref).`);
    process.exit(1);
  }
  console.log(ref);
}
