import {spawn} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {watchCpu, type CpuLimitHit, type CpuLimits} from './cpuLimit';

/** Runs `sh -c script` under the watch; resolves with what stopped it, if anything, and its wall time. */
function watched(script: string, limits: CpuLimits): Promise<{hit?: CpuLimitHit; code: number | null; wall: number}> {
  const started = Date.now();
  const child = spawn('sh', ['-c', script], {stdio: 'ignore'});
  let hit: CpuLimitHit | undefined;
  const end = watchCpu(child.pid!, limits, (h) => (hit = h));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      end();
      resolve({hit, code, wall: (Date.now() - started) / 1000});
    }),
  );
}

// Limits a correct run is far from: only the limit a case is about is small.
const roomy = {cpuSeconds: 60, hangSeconds: 600};

describe('limits on CPU time, not on wall time', () => {
  it('lets work that waits longer than the CPU limit finish', async () => {
    const run = await watched('sleep 2', {...roomy, cpuSeconds: 0.5});
    console.log(`a 2 s sleep under a 0.5 s CPU limit: ${run.wall.toFixed(1)} s wall`);
    expect(run).toMatchObject({hit: undefined, code: 0});
  });

  it('stops a process that spins, and what it started, at the CPU limit', async () => {
    // The spinning loop is a child of the watched shell, which only waits.
    const run = await watched('sh -c "while :; do :; done" & wait', {...roomy, cpuSeconds: 1});
    console.log(`a spinning child under a 1 s CPU limit: stopped after ${run.wall.toFixed(1)} s wall`);
    expect(run.hit).toMatchObject({limit: 'cpu', cpuSeconds: expect.any(Number)});
    expect(run.hit!.cpuSeconds).toBeGreaterThan(1);
  });

  it('counts the CPU of children that have exited, as a loop of short commands uses it', async () => {
    const run = await watched('while :; do /bin/true; done', {...roomy, cpuSeconds: 1});
    expect(run.hit).toMatchObject({limit: 'cpu'});
  });

  it('stops work that waits on nothing past the hang guard', async () => {
    const run = await watched('sleep 600', {...roomy, hangSeconds: 1});
    expect(run.hit).toMatchObject({limit: 'hang'});
    expect(run.hit!.cpuSeconds).toBeLessThan(1);
  });
});
