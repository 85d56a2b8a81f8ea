import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startPrism} from './prism';

/** The description the mock is made from, and the samples are checked against. */
export const SPEC_FILE = path.resolve(__dirname, '../../../openapi/apipie.openapi.json');

/**
 * The samples' global setup (vitest.samples.config.ts): one Prism mock for the whole run, which every
 * worker's front (runSamples.ts) forwards to; stopped at the end, failing the run if it stopped first.
 */
export default async function setup(project: TestProject) {
  const prism = await startPrism(SPEC_FILE);
  project.provide('prismUrl', prism.url);
  return async () => {
    const crash = prism.crashed();
    await prism.stop();
    if (crash !== undefined) throw new Error(`Prism stopped during the run, so the runs after it failed:\n${crash}`);
  };
}
