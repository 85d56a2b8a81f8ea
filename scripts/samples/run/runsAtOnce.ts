import os from 'node:os';

/**
 * How many samples run at once: a run alternates start-up work with waits on the mock, so a few more
 * than the cores. Its own module, as vitest.config.ts reads it for the project `samples`.
 */
export const RUNS_AT_ONCE = Math.max(2, os.availableParallelism()) + 2;
