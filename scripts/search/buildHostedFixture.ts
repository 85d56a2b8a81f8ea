/**
 * Builds the site in hosted-search mode into build-hosted/ for the browser
 * tests (npm run build:hosted-fixture). Nothing is deployed from it.
 */
import {spawnSync} from 'node:child_process';
import {hostedFixture} from '../lib/hostedFixture';

export function buildHostedFixture(): void {
  // The child inherits these; the site config reads them through config/env.ts.
  Object.assign(process.env, hostedFixture.env);
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', hostedFixture.outDir], {stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`Hosted fixture build failed with status ${result.status}`);
}

if (process.argv[1]?.endsWith('buildHostedFixture.ts')) buildHostedFixture();
