import {describe, expect, it} from 'vitest';
import {withHangGuard} from './loadScaledRunner';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const idle = () => 1;

describe('withHangGuard', () => {
  it('passes on what the function returns or throws', async () => {
    await expect(withHangGuard(async (a: number, b: number) => a + b, 'sum', 5, idle)(2, 3)).resolves.toBe(5);
    const failing = withHangGuard(
      () => {
        throw new Error('broken');
      },
      'failing',
      5,
      idle,
    );
    await expect(failing()).rejects.toThrow('broken');
  });

  it('fails, naming what hung, once the limit has passed on an idle machine', async () => {
    const guarded = withHangGuard(() => new Promise(() => {}), 'The test "waits forever"', 1, idle);
    await expect(guarded()).rejects.toThrow(
      /^The test "waits forever" did not finish in 1 s of time counted on an idle machine \(\d+ s of wall time\)/,
    );
  });

  it('counts a second of wall time as 1 / slowdown while the machine is busy', async () => {
    // Two seconds of waiting at four times slower than idle count half a second: within a 1 s limit.
    await expect(
      withHangGuard(
        () => wait(2_000).then(() => 'done'),
        'slow',
        1,
        () => 4,
      )(),
    ).resolves.toBe('done');
    await expect(withHangGuard(() => wait(2_000), 'slow', 1, idle)()).rejects.toThrow(/did not finish in 1 s/);
  });

  it('counts work that never yields to the event loop', async () => {
    const guarded = withHangGuard(
      () => {
        const until = performance.now() + 1_200;
        while (performance.now() < until);
      },
      'busy',
      1,
      idle,
    );
    await expect(guarded()).rejects.toThrow(/did not finish in 1 s/);
  });
});
