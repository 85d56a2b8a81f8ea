import {execFile} from 'node:child_process';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {suiteScope} from '../scripts/lib/suiteScope';
import {expect, test} from './support/fixtures';
import {builtSiteOrigin} from './support/sitemap';

/**
 * The browser tests serve the build through nginx with the generated production config, so
 * every check is asserted, with no exceptions: cache headers and `Accept: text/markdown`
 * negotiation come from the server config; `redirect-behavior` passes because builds for nginx
 * leave out the `.html` fallback script (LEGACY_PATH_SCRIPT, config/env.ts);
 * `markdown-content-parity` passes because the minified HTML keeps its end tags
 * (swc's minifier, patched: config/future.ts) and card icons are marked data-markdown-ignore.
 *
 * Twins, llms.txt and the sitemap link absolutely on the origin the build was made for
 * (production unless SITE_URL says otherwise), not on the local server's. afdocs'
 * `--canonical-origin`, made for testing a preview or staging copy, rewrites the build's docs URL
 * (https://apipie.ai/docs) to the served one in what it fetches, so the llms.txt, sitemap and link
 * checks follow the links to the twins this server serves instead of skipping them as external (or
 * fetching production). The docs URL, not the bare origin: pages quote https://apipie.ai as the API
 * host, which must stay as it is in both the HTML and the twin for the parity check.
 */
const REPORT_FILE = path.resolve('test-results/afdocs.json');

type CheckResult = {id: string; category: string; status: 'pass' | 'warn' | 'fail' | 'skip' | 'error'; message: string};
type Report = {results: CheckResult[]; scoring: {overall: number; grade: string}};

/**
 * Runs the Agent-Friendly Documentation checker against the served build (a few hundred
 * requests, on 50 sampled pages); `canonicalDocsUrl` is the docs URL the build's links name.
 */
async function runAfdocs(
  url: string,
  canonicalDocsUrl: string,
  sampling: 'deterministic' | 'random' = 'deterministic',
): Promise<Report> {
  const cli = path.resolve('node_modules/afdocs/bin/afdocs.mjs');
  // The server is our own nginx on this machine: no pause between requests (afdocs waits 200 ms by
  // default, a courtesy to public sites, which made this test a minute of a worker doing nothing).
  const args = [
    cli,
    'check',
    url,
    '--format',
    'json',
    '--score',
    '--quiet',
    '--sampling',
    sampling,
    '--network-context',
    'ci',
    '--max-concurrency',
    '4',
    '--request-delay',
    '0',
    // afdocs warns and ignores the flag when the build was made for the served address itself.
    ...(canonicalDocsUrl === url ? [] : ['--canonical-origin', canonicalDocsUrl]),
  ];
  let stdout: string;
  try {
    // No time limit: afdocs bounds each request itself, and how long its parsing takes is the machine's.
    ({stdout} = await promisify(execFile)(process.execPath, args, {maxBuffer: 64 * 1024 * 1024}));
  } catch (error) {
    // afdocs exits with 1 when any check fails; its report is still on stdout.
    const output = (error as {stdout?: string}).stdout;
    if (!output?.trim().startsWith('{')) throw error;
    stdout = output;
  }
  return JSON.parse(stdout) as Report;
}

/** No FAIL, no WARN, no error: score 100, with only the checks that have nothing to check skipped. */
function expectAllPassed(report: Report) {
  // No FAIL, no WARN, no error.
  const notPassed = report.results.filter((result) => !['pass', 'skip'].includes(result.status));
  expect(notPassed.map((result) => `${result.status} ${result.id}: ${result.message}`)).toEqual([]);
  expect(report.scoring.overall).toBe(100);
  // What may skip, and why: these have nothing to check on this site.
  const skipped = report.results.filter((result) => result.status === 'skip').map((result) => result.id);
  expect(skipped.sort()).toEqual([
    // Every page is public.
    'auth-alternative-access',
    // No section headings inside tab panels.
    'section-header-quality',
  ]);
  const passed = new Set(report.results.filter((result) => result.status === 'pass').map((result) => result.id));
  for (const id of [
    'content-negotiation',
    'cache-header-hygiene',
    'llms-txt-exists',
    'llms-txt-valid',
    'llms-txt-size',
    'llms-txt-links-resolve',
    'llms-txt-links-markdown',
    'llms-txt-coverage',
    'markdown-url-support',
    'markdown-link-portability',
    'llms-txt-directive-html',
    'llms-txt-directive-md',
    'page-size-markdown',
    'markdown-code-fence-validity',
    'tabbed-content-serialization',
    'redirect-behavior',
    'markdown-content-parity',
  ]) {
    expect(passed, id).toContain(id);
  }
}

test.describe('afdocs (agent-friendly documentation checks)', () => {
  test('scores 100 with every check passed or not applicable', async ({site}) => {
    // A few hundred requests, four at a time, and the pages parsed in one process: its time depends on the
    // machine, so no timeout can fail it (afdocs bounds each request itself).
    test.setTimeout(0);
    const report = await runAfdocs(
      site.url(),
      new URL(new URL(site.url()).pathname, builtSiteOrigin(site.buildDir)).href,
    );
    // Kept as a CI artifact.
    await mkdir(path.dirname(REPORT_FILE), {recursive: true});
    await writeFile(REPORT_FILE, JSON.stringify(report, null, 2));

    console.log(
      `[afdocs] score ${report.scoring.overall} / 100 (${report.scoring.grade}); report in ${path.relative(process.cwd(), REPORT_FILE)}`,
    );
    for (const result of report.results) {
      console.log(`[afdocs] ${result.status.toUpperCase().padEnd(5)} ${result.id}: ${result.message}`);
    }

    expectAllPassed(report);
  });

  // A random sample of 50 pages differs from run to run: a page only some samples meet (an oversized
  // one) shows up over several runs. The full run (SUITE_SCOPE=full) takes five in a row.
  test('scores 100 on five random samples in a row (full run)', async ({site}) => {
    test.skip(suiteScope !== 'full', 'The full run samples at random; a change run takes the deterministic sample.');
    test.setTimeout(0);
    const canonical = new URL(new URL(site.url()).pathname, builtSiteOrigin(site.buildDir)).href;
    for (let run = 1; run <= 5; run++) {
      const report = await runAfdocs(site.url(), canonical, 'random');
      const notPassed = report.results.filter((result) => !['pass', 'skip'].includes(result.status));
      console.log(
        `[afdocs] random sample ${run} of 5: score ${report.scoring.overall}, ${notPassed.length} not passed`,
      );
      expectAllPassed(report);
    }
  });
});
