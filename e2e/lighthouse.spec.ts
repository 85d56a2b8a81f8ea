import {execFile} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {FULL_RUN_TAG} from '../scripts/lib/suiteScope';
import {chromiumArgs, chromiumPath} from '../test/support/chromium';
import {expect, test} from './support/fixtures';

/**
 * Lighthouse 13's Agentic Browsing category against the served build: the WebMCP tools a page
 * registers (src/agentTools/webmcp.ts), their schemas, llms.txt and what an agent's accessibility
 * tree holds. Lighthouse 13 needs Node 22, which the suite's Node is not, so it runs from a folder of
 * its own with a Node 22 binary from npm, which .ci/install-lighthouse.sh installs for the full run
 * only (.ci/install-test-deps.sh calls it when SUITE_SCOPE=full).
 */
const TOOL_DIR = path.resolve('.ci/lighthouse/node_modules');
const NODE_22 = path.join(TOOL_DIR, `node-${process.platform}-${process.arch}`, 'bin', 'node');
const LIGHTHOUSE_CLI = path.join(TOOL_DIR, 'lighthouse', 'cli', 'index.js');
const CATEGORY = 'agentic-browsing';
const REPORT_FILE = path.resolve('test-results/lighthouse-agentic-browsing.json');

type Audit = {id: string; title: string; score: number | null; scoreDisplayMode: string};
type LighthouseReport = {
  lighthouseVersion: string;
  runtimeError?: {code: string; message: string};
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, Audit>;
};

/** Audits with nothing to check on this page, or that only inform: Lighthouse scores neither. */
const UNSCORED = new Set(['notApplicable', 'informational', 'manual']);

test.describe('Lighthouse Agentic Browsing (full run)', () => {
  test('scores 1, every applicable audit passing', {tag: FULL_RUN_TAG}, async ({site}) => {
    // One Lighthouse process audits the page: its time depends on the machine, so no timeout can fail it
    // (Lighthouse bounds the page load itself).
    test.setTimeout(0);
    expect(
      existsSync(NODE_22) && existsSync(LIGHTHOUSE_CLI),
      `Lighthouse 13 and Node 22 are not installed: run \`bash .ci/install-lighthouse.sh\``,
    ).toBe(true);
    await mkdir(path.dirname(REPORT_FILE), {recursive: true});
    const url = site.url('Features/Routing');
    // Lighthouse adds an --enable-features flag of its own, which would replace one given here;
    // --enable-blink-features gives Chromium its own WebMCP.
    const flags = [...chromiumArgs, '--headless=new', '--enable-blink-features=WebMCP'].join(' ');
    await promisify(execFile)(
      NODE_22,
      [
        LIGHTHOUSE_CLI,
        url,
        `--only-categories=${CATEGORY}`,
        '--output=json',
        `--output-path=${REPORT_FILE}`,
        `--chrome-flags=${flags}`,
        '--quiet',
      ],
      {env: {...process.env, CHROME_PATH: chromiumPath}, maxBuffer: 64 * 1024 * 1024},
    );
    const report = JSON.parse(await readFile(REPORT_FILE, 'utf8')) as LighthouseReport;
    expect(report.runtimeError, report.runtimeError?.message).toBeUndefined();
    const category = report.categories[CATEGORY];
    expect(category, `no ${CATEGORY} category in Lighthouse ${report.lighthouseVersion}`).toBeDefined();
    const audits = category!.auditRefs.map((ref) => report.audits[ref.id]!);
    console.log(
      `[lighthouse ${report.lighthouseVersion}] ${CATEGORY} score ${category!.score} on ${url}; report in ${path.relative(process.cwd(), REPORT_FILE)}`,
    );
    for (const audit of audits)
      console.log(
        `[lighthouse] ${String(audit.score ?? audit.scoreDisplayMode).padEnd(14)} ${audit.id}: ${audit.title}`,
      );

    const applicable = audits.filter((audit) => !UNSCORED.has(audit.scoreDisplayMode));
    expect(applicable.length).toBeGreaterThan(0);
    expect(applicable.filter((audit) => audit.score !== 1).map((audit) => `${audit.id} scored ${audit.score}`)).toEqual(
      [],
    );
    expect(category!.score).toBe(1);
  });
});
