import type {Target} from './plan';

export type StepStatus = 'passed' | 'warned' | 'failed' | 'skipped';

export type StepResult = {name: string; status: StepStatus; seconds: number; detail: string};

export type PatchResult = {file: string; applies: boolean; detail: string};

export type EjectResult = {file: string; upstream: string; changedUpstream: boolean};

export type DrillReport = {
  target: Target;
  from: string;
  to: string;
  node: string;
  steps: StepResult[];
  patches: PatchResult[];
  ejects: EjectResult[];
  logs: string;
};

const MARK: Record<StepStatus, string> = {
  passed: '✅ passed',
  warned: '⚠️ passed, with warnings',
  failed: '❌ failed',
  skipped: '⏭️ skipped',
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, '<br>');

const duration = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${Math.round(seconds)} s`;

/** Whether the drill found nothing to mend: every step ran and passed (warnings count as passed). */
export function drillPassed(report: DrillReport): boolean {
  return report.steps.every((step) => step.status === 'passed' || step.status === 'warned');
}

/** The drill's result as Markdown, for $GITHUB_STEP_SUMMARY and the terminal. */
export function renderReport(report: DrillReport): string {
  const failed = report.steps.filter((step) => step.status === 'failed').map((step) => step.name);
  const lines = [
    `## Upgrade drill (${report.target}): @docusaurus/* ${report.from} → ${report.to}`,
    '',
    failed.length
      ? `**Failed: ${failed.join(', ')}.** Each failing step's log is in ${report.logs}.`
      : `**Every step passed.** Logs are in ${report.logs}.`,
    '',
    `Node ${report.node}.`,
    '',
    '| Step | Result | Time | Detail |',
    '| --- | --- | --- | --- |',
    ...report.steps.map(
      (step) => `| ${step.name} | ${MARK[step.status]} | ${duration(step.seconds)} | ${cell(step.detail)} |`,
    ),
    '',
    '| Patch | Applies | Detail |',
    '| --- | --- | --- |',
    ...report.patches.map((patch) => `| \`${patch.file}\` | ${patch.applies ? '✅' : '❌'} | ${cell(patch.detail)} |`),
  ];
  if (report.ejects.length) {
    lines.push(
      '',
      'Ejected theme components (they do not fail the drill; compare them with upstream when it changed):',
      '',
      '| Eject | Upstream file | Changed upstream |',
      '| --- | --- | --- |',
      ...report.ejects.map(
        (eject) => `| \`${eject.file}\` | \`${eject.upstream}\` | ${eject.changedUpstream ? '**yes**' : 'no'} |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
