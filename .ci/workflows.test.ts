import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {HTML_REPORT_DIR} from '../playwright.config';

type Step = {uses?: string; run?: string; if?: string; with?: Record<string, unknown>};
type Job = {
  needs?: string | string[];
  permissions?: unknown;
  strategy?: {'fail-fast'?: boolean; matrix?: {include?: Record<string, unknown>[]; node?: number[]}};
  steps: Step[];
};
type Workflow = {on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, Job>};

const workflowsDir = path.resolve('.github/workflows');
const workflows = Object.fromEntries(
  readdirSync(workflowsDir)
    .filter((file) => file.endsWith('.yml'))
    .map((file) => [file, parse(readFileSync(path.join(workflowsDir, file), 'utf8')) as Workflow]),
);

describe('GitHub workflows', () => {
  it("runs every CI job on each Node major that package.json's engines supports, on that version's build", () => {
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as {engines: {node: string}}).engines.node;
    const majors = engines.split('||').map((range) => Number(/^\s*\^(\d+)\.0\.0\s*$/.exec(range)?.[1]));
    expect(
      majors.every((major) => major > 0),
      `engines.node "${engines}" as ^N.0.0 ranges`,
    ).toBe(true);
    for (const [name, job] of Object.entries(workflows['ci.yml']!.jobs)) {
      expect(job.strategy?.matrix?.node, name).toEqual(majors);
      const setup = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
      expect(setup?.with?.['node-version'], name).toBe('${{ matrix.node }}');
      for (const step of job.steps.filter((s) => /actions\/(up|down)load-artifact@/.test(s.uses ?? ''))) {
        expect(String(step.with?.name), `${name}: ${step.uses}`).toMatch(/-node\$\{\{ matrix\.node \}\}$/);
      }
    }
  });

  it.each(Object.keys(workflows))('%s pins every action by commit SHA', (file) => {
    const uses = Object.values(workflows[file]!.jobs).flatMap((job) => job.steps.flatMap((step) => step.uses ?? []));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action, `${file}: ${action}`).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });

  it.each(Object.keys(workflows))('%s grants only read access to the repository at the top level', (file) => {
    expect(workflows[file]!.permissions).toEqual({contents: 'read'});
  });

  it("CI runs exactly `npm test`, through the README's test command, with the history its change run compares", () => {
    const jobs = Object.values(workflows['ci.yml']!.jobs);
    expect(jobs).toHaveLength(1);
    const [{steps}] = jobs as [Job];
    expect(steps.flatMap((step) => step.run ?? []).filter((run) => /npm|scripts\/|\.ci\//.test(run))).toEqual([
      'bash scripts/test.sh',
    ]);
    const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
    expect(readFileSync('scripts/test.sh', 'utf8').trimEnd()).toMatch(/\nnpm test$/);
    // `npm test` is .ci/suite.sh: lint and the change run's samples are among the commands its
    // static-checks step runs side by side.
    const suite = readFileSync('.ci/suite.sh', 'utf8');
    expect(suite).toMatch(/^step '[^']*lint[^']*' side_by_side \\\n(?: {2}.*\\\n)* {2}lint 'npm run lint'/m);
    expect(suite).toContain("samples 'npx vitest run --project samples'");
  });

  it("keeps Playwright's HTML report and the screenshots' diffs as artifacts, also when tests fail", () => {
    const [{steps}] = Object.values(workflows['ci.yml']!.jobs) as [Job];
    const testsAt = steps.findIndex((step) => step.run === 'bash scripts/test.sh');
    expect(testsAt).toBeGreaterThanOrEqual(0);
    const upload = steps.slice(testsAt + 1).find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    const paths = String(upload?.with?.path)
      .split('\n')
      .map((p) => p.replace(/\/$/, ''));
    expect(paths).toEqual(expect.arrayContaining([HTML_REPORT_DIR, 'test-results']));
    expect(upload!.if).toBe('${{ !cancelled() }}');
  });

  it('runs the upgrade drill weekly and by hand, for latest and canary, keeping its logs', () => {
    const drill = workflows['upgrade-drill.yml']!;
    expect(Object.keys(drill.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    const [{cron}] = drill.on.schedule as [{cron: string}];
    // minute hour * * one weekday
    expect(cron).toMatch(/^\d+ \d+ \* \* [0-6]$/);
    const [job, ...others] = Object.values(drill.jobs);
    expect(others).toEqual([]);
    expect(job!.strategy?.['fail-fast']).toBe(false);
    expect(job!.strategy?.matrix?.include?.map((entry) => entry.target)).toEqual(['latest', 'canary']);
    const runs = job!.steps.flatMap((step) => step.run ?? []);
    expect(runs).toContain('npm run upgrade-drill -- ${{ matrix.target }} --out drill-logs');
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>}).scripts;
    expect(scripts['upgrade-drill']).toBe('tsx scripts/upgradeDrill/index.ts');
    const upload = job!.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with?.path).toBe('drill-logs/');
    expect(upload?.if).toBe('${{ !cancelled() }}');
  });

  it('deploys main only after CI has passed', () => {
    const deploy = workflows['deploy.yml']!;
    expect(Object.keys(deploy.on)).toEqual(['workflow_run']);
    expect(deploy.on.workflow_run).toMatchObject({workflows: ['CI'], types: ['completed'], branches: ['main']});
    expect(JSON.stringify(deploy.jobs.build)).toContain("github.event.workflow_run.conclusion == 'success'");
  });
});
