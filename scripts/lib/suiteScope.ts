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
 * - Vitest: `*.full.test.ts` files (vitest.config.ts); and `--changed <base>`, with the base this module
 *   prints, for the bad-input rows that vary a fault (the project `bad-input-touched`).
 * - `check:samples -- --run-scoped`: the samples the change can alter and one per runtime
 *   (`selectChangeRun`, below). No runner chooses them: Vitest's `-t` on runs tagged as the browser tests
 *   are costs more CPU than the check's own choice (a second parse of every page, Vitest's start).
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

/** What a change can reach besides the pages of its own files; `any` is reached by every shared file. */
export type Reach = 'any' | 'docs' | 'blog' | 'announcements' | 'search';

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

/** The reach tags of the tests a change to `files` reaches; `undefined` files (no change known): `any`. */
export function reachedTags(files: Iterable<string> | undefined): string[] {
  if (files === undefined) return [reachTag('any')];
  const tags = new Set<string>();
  for (const file of files) {
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

/** The files among `files` that are one of `sources`: a source ending in `/` is a folder, any other a file. */
export function filesAmong(files: Iterable<string>, sources: readonly string[]): string[] {
  return [...files].filter((file) =>
    sources.some((source) => (source.endsWith('/') ? file.startsWith(source) : file === source)),
  );
}

/** What the change under test touches: its base, and the files that differ from it (committed or not). */
export type Change = {base: string; files: Set<string>} | {base: undefined; why: string};

/** The change against config/env.ts's base, or why none is known. */
export function changeSinceBase(ref = readChangeBaseEnv().ref): Change {
  const files = changedFiles(ref);
  return files
    ? {base: ref, files}
    : {base: undefined, why: `no merge base with ${ref} (set SUITE_BASE to compare with another ref)`};
}

/**
 * What a sample's run depends on besides its own page: the API description the mock is made from
 * (and the API pages' samples are generated from), the runner, and the packages samples import. A
 * change to one of them runs every sample.
 */
export const SAMPLE_RUNS_DEPEND_ON: readonly string[] = [
  'openapi/',
  'packages/api-reference/',
  'scripts/samples/',
  'package.json',
  'package-lock.json',
];

/** A sample and its plan, as check:samples has them (only the page and the runtime are read here). */
type Planned = {sample: {file: string}; plan: {kind: string; runtime?: string}};

export type ChangeRunSelection<T> = {run: T[]; why: string};

/**
 * The samples a change run runs (`check:samples -- --run-scoped` in a change run; the full run and
 * `--run` run them all). A sample's outcome follows from its own text and what SAMPLE_RUNS_DEPEND_ON lists,
 * so the change run runs the samples of every page the change touches, every sample when the change
 * touches what they all depend on or no change is known, and in any case the first sample of each
 * runtime, so that the runner and the mock are started and checked end to end in every run.
 */
export function selectChangeRun<T extends Planned>(planned: readonly T[], change: Change): ChangeRunSelection<T> {
  if (change.base === undefined) return {run: [...planned], why: `every sample: ${change.why}`};
  const touched = filesAmong(change.files, SAMPLE_RUNS_DEPEND_ON);
  if (touched.length > 0)
    return {run: [...planned], why: `every sample: the change touches ${touched.slice(0, 3).join(', ')}`};
  const firstOfRuntime = firstOfEach((entry: T) => entry.plan.runtime ?? entry.plan.kind);
  const run = planned.filter(
    (entry, index, all) =>
      (entry.plan.kind === 'run' && firstOfRuntime(entry, index, all)) || change.files.has(entry.sample.file),
  );
  const pages = new Set(run.filter((entry) => change.files.has(entry.sample.file)).map((entry) => entry.sample.file));
  return {
    run,
    why: `the samples of the ${pages.size} changed page(s) and the first of each runtime (changes since ${change.base})`,
  };
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
  console.error(`Change run: the @full browser tests tagged ${reachedTags(files).join(', ') || '(none)'} run too.`);
  if (files === undefined) {
    console.error(`No change known: no merge base with ${ref} (set SUITE_BASE to compare with another ref).`);
    process.exit(1);
  }
  console.log(ref);
}
