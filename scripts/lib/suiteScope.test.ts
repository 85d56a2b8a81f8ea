import {describe, expect, it} from 'vitest';
import {
  changeRunGrepInvert,
  changeRunTestNamePattern,
  FULL_RUN_TAG,
  reachedTags,
  reachTag,
  sourceTag,
} from './suiteScope';

/** Whether Playwright's `grepInvert` leaves the test out: it matches the titles and tags joined by spaces. */
const leftOut = (grepInvert: RegExp, title: string, tags: string[]) =>
  grepInvert.test(['crawl.spec.ts', 'sitemap crawl', title, ...tags].join(' '));

describe('reachedTags', () => {
  it('reaches nothing from tests, tooling and documents for contributors', () => {
    expect(
      reachedTags([
        'README.md',
        'CONTRIBUTING.md',
        'e2e/crawl.spec.ts',
        '.ci/suite.sh',
        '.github/workflows/ci.yml',
        'bench/build.ts',
        'test/badInput/rows.ts',
        'packages/search/src/engine.test.ts',
        'vitest.samples.config.ts',
      ]),
    ).toEqual([]);
  });

  it("reaches a page's own checks, its area's templates and search's from its source", () => {
    expect(reachedTags(['docs/Features/Completions.mdx'])).toEqual([
      reachTag('docs'),
      reachTag('search'),
      sourceTag('docs/Features/Completions.mdx'),
    ]);
    expect(reachedTags(['blog/2024-06-20-welcome/index.md'])).toContain(reachTag('blog'));
    expect(reachedTags(['blog/2024-06-20-welcome/index.md'])).not.toContain(reachTag('docs'));
    expect(reachedTags(['data/models.json'])).toEqual([reachTag('docs'), reachTag('search')]);
    // The API pages are made from the description: their tests carry it as their source.
    expect(reachedTags(['openapi/apipie.openapi.json'])).toEqual([
      reachTag('docs'),
      reachTag('samples'),
      reachTag('search'),
      sourceTag('openapi/apipie.openapi.json'),
    ]);
    expect(reachedTags(['scripts/genApi.ts'])).toEqual([reachTag('docs'), reachTag('search')]);
  });

  it('reaches every template from a shared file, and when no change is known', () => {
    expect(reachedTags(['src/css/custom.css'])).toEqual([reachTag('any')]);
    expect(reachedTags(['src/theme/CodeBlock/index.tsx'])).toEqual([reachTag('any')]);
    expect(reachedTags(['e2e/visual/templates.ts'])).toEqual([reachTag('any')]);
    expect(reachedTags(['scripts/serveProd.ts'])).toEqual([reachTag('any')]);
    expect(reachedTags(['playwright.config.ts'])).toEqual([reachTag('any')]);
    expect(reachedTags(undefined)).toEqual([reachTag('any'), reachTag('samples')]);
  });

  it("reaches every code sample's run from what they all depend on", () => {
    expect(reachedTags(['scripts/samples/run/runSamples.ts'])).toEqual([reachTag('samples')]);
    expect(reachedTags(['packages/api-reference/src/node.ts'])).toEqual([reachTag('any'), reachTag('samples')]);
    expect(reachedTags(['package-lock.json'])).toEqual([reachTag('any'), reachTag('samples')]);
    expect(reachedTags(['packages/search/src/engine.ts'])).toEqual([reachTag('any')]);
    expect(reachedTags(['docs/Features/Completions.mdx'])).not.toContain(reachTag('samples'));
  });
});

describe('changeRunGrepInvert', () => {
  const completions = sourceTag('docs/Features/Completions.mdx');
  const grepInvert = changeRunGrepInvert(reachedTags(['docs/Features/Completions.mdx']));

  it('leaves out the full-run tests the change does not reach, and keeps those it reaches', () => {
    expect(
      leftOut(grepInvert, '/docs/Features/Pools in the browser', [FULL_RUN_TAG, sourceTag('docs/Features/Pools.mdx')]),
    ).toBe(true);
    expect(leftOut(grepInvert, '/docs/Features/Completions in the browser', [FULL_RUN_TAG, completions])).toBe(false);
    expect(leftOut(grepInvert, 'guide looks as its baselines', [FULL_RUN_TAG, reachTag('any'), reachTag('docs')])).toBe(
      false,
    );
    expect(leftOut(grepInvert, 'post looks as its baselines', [FULL_RUN_TAG, reachTag('any'), reachTag('blog')])).toBe(
      true,
    );
  });

  it('keeps every untagged test, and matches whole tags only', () => {
    expect(leftOut(grepInvert, 'the sitemap lists the pages', [])).toBe(false);
    expect(leftOut(grepInvert, '/docs/Features/Completions2', [FULL_RUN_TAG, `${completions}2`])).toBe(true);
    expect(leftOut(changeRunGrepInvert([]), 'every redirect', [FULL_RUN_TAG])).toBe(true);
    expect(leftOut(changeRunGrepInvert([]), 'one redirect', [])).toBe(false);
  });
});

describe('changeRunTestNamePattern', () => {
  // Vitest matches the names of a test's suites and its own, joined by spaces.
  const run = (page: string, ...tags: string[]) =>
    ['runs against the mock', `${page}:12 (shell)`, sourceTag(page), reachTag('samples'), ...tags].join(' ');
  const pools = run('docs/Features/Pools.mdx', FULL_RUN_TAG);
  const completions = run('docs/Features/Completions.mdx', FULL_RUN_TAG);

  it('keeps the tests Playwright keeps: untagged ones, and full-run ones the change reaches', () => {
    const pattern = changeRunTestNamePattern(reachedTags(['docs/Features/Completions.mdx']));
    expect(pattern.test(completions)).toBe(true);
    expect(pattern.test(pools)).toBe(false);
    expect(pattern.test(run('docs/Features/Pools.mdx'))).toBe(true);
    expect(pattern.test('checks docs/Features/Pools.mdx')).toBe(true);
  });

  it('keeps every run when the change reaches what all runs depend on, or no change is known', () => {
    for (const files of [['scripts/samples/run/execute.ts'], undefined]) {
      const pattern = changeRunTestNamePattern(reachedTags(files));
      expect(pattern.test(pools), String(files)).toBe(true);
    }
    expect(changeRunTestNamePattern(reachedTags(['README.md'])).test(pools)).toBe(false);
  });
});
