import os from 'node:os';
import {describe, expect, it} from 'vitest';
import {run} from './runRows';

// Small limits keep the test short; the table's steps have their own (STEP_LIMITS in runRows.ts).
const limits = {cpuSeconds: 1, hangSeconds: 600};

describe("a bad-input step is stopped on its CPU time, not on the wall clock's", () => {
  it('lets a step that takes longer than the limit in wall time finish, and stops one that loops', async () => {
    const [waits, loops] = await Promise.all([
      run(os.tmpdir(), ['sh', '-c', 'sleep 2.5; echo finished; exit 3'], limits),
      run(os.tmpdir(), ['node', '-e', 'for (;;);'], limits),
    ]);
    expect(waits).toMatchObject({exitCode: 3, output: expect.stringMatching(/^finished\n/)});
    expect(loops.exitCode).toBe(null);
    expect(loops.output).toMatch(
      /\[bad-input\] node -e for \(;;\); was stopped: it used 1 s of CPU time \(in \d+ s of wall time\) without finishing: does it loop\?$/,
    );
  });
});
