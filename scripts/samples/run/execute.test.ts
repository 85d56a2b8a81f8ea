import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parseMeta} from '../meta';
import type {Sample} from '../samples';
import {execute, prepareWorkRoot, removeWorkRoot, type Tools} from './execute';
import {runProblems} from './runSamples';

/** A Python sample at line 40 of a page; it makes no request, so no mock is needed. */
const sample = (code: string): Sample => ({file: 'docs/Page.md', line: 40, lang: 'python', meta: '', code});
// Small limits keep the test short; the runner's own are SAMPLE_LIMITS.
const limits = {cpuSeconds: 1, hangSeconds: 600};

describe('a sample run is limited by its CPU time, not by the wall clock', () => {
  let tools: Tools;
  beforeAll(() => {
    tools = prepareWorkRoot();
  });
  afterAll(removeWorkRoot);

  const run = (id: string, code: string) =>
    execute(
      {id, runtime: 'python', lang: 'python', code, meta: parseMeta('').meta, mockUrl: 'http://127.0.0.1:9'},
      tools,
      limits,
    );

  it('passes a sample that waits longer than the CPU limit, and fails one that spins, at its page and line', async () => {
    const [waits, spins] = await Promise.all([
      run('waits', 'import time\ntime.sleep(2.5)\nprint("done")'),
      run('spins', 'while True:\n    pass'),
    ]);
    expect(waits).toMatchObject({exitCode: 0, stopped: undefined, stdout: 'done\n'});
    expect(spins.stopped).toMatchObject({limit: 'cpu'});
    const problems = runProblems(
      {sample: sample('while True:\n    pass'), runtime: 'python'},
      'examples',
      {
        outcome: spins,
        exchanges: [],
      },
      limits,
    );
    expect(problems).toEqual([
      {
        file: 'docs/Page.md',
        line: 40,
        label: undefined,
        message: expect.stringMatching(
          /^the sample was stopped: it used 1 s of CPU time \(in \d+ s of wall time\) without finishing: does it loop\?$/,
        ),
      },
    ]);
  });
});
