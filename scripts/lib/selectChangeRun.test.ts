import {describe, expect, it} from 'vitest';
import type {Plan} from '../samples/run/classify';
import {selectChangeRun} from './suiteScope';
import type {Sample} from '../samples/samples';

const entry = (file: string, plan: Plan) => ({
  sample: {file, line: 1, lang: 'bash', meta: '', code: 'curl https://apipie.ai/v1/models'} as Sample,
  plan,
});
const curl = (file: string) => entry(file, {kind: 'run', runtime: 'shell', readsAnswer: false});
const python = (file: string) => entry(file, {kind: 'run', runtime: 'python', readsAnswer: false});
const fragment = (file: string) => entry(file, {kind: 'declared', reason: 'fragment'});

const planned = [
  curl('docs/a.md'),
  curl('docs/b.md'),
  python('docs/b.md'),
  fragment('docs/c.md'),
  python('docs/c.md'),
  curl('docs/d.md'),
];
const change = (...files: string[]) => ({base: 'origin/main (abc1234)', files: new Set(files)});

describe('selectChangeRun', () => {
  it('runs the first sample of each runtime when the change touches no page with samples', () => {
    const {run, why} = selectChangeRun(planned, change('README.md'));
    expect(run).toEqual([planned[0], planned[2]]);
    expect(why).toMatch(/0 changed page\(s\) and the first of each runtime/);
  });

  it("adds every sample of the pages the change touches, the declared ones too (the runner checks they don't run)", () => {
    const {run} = selectChangeRun(planned, change('docs/c.md', 'docs/d.md'));
    expect(run).toEqual([planned[0], planned[2], planned[3], planned[4], planned[5]]);
  });

  it('runs every sample when the change touches the API description, the runner or the packages', () => {
    for (const file of ['openapi/apipie.openapi.json', 'scripts/samples/run/execute.ts', 'package-lock.json']) {
      const {run, why} = selectChangeRun(planned, change('docs/a.md', file));
      expect(run, file).toEqual(planned);
      expect(why, file).toContain(file);
    }
  });

  it('runs every sample when no change is known (no git, no base)', () => {
    const {run, why} = selectChangeRun(planned, {base: undefined, why: 'no merge base with origin/main'});
    expect(run).toEqual(planned);
    expect(why).toBe('every sample: no merge base with origin/main');
  });
});
