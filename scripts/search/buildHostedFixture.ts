/**
 * Builds the site in hosted-search mode into build-hosted/ for the browser
 * tests (npm run build:hosted-fixture), with its server files: its
 * Content-Security-Policy allows Algolia. Nothing is deployed from it.
 */
import {spawnSync} from 'node:child_process';
import {hostedFixture} from '../lib/hostedFixture';

function run(command: string, args: string[]): void {
  // Only the children get the hosted settings: the browser tests build this fixture in Playwright's main
  // process, whose environment its workers inherit (the dev server test would start in hosted mode).
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...hostedFixture.env}});
  if (result.status !== 0)
    throw new Error(`Hosted fixture: \`${command} ${args.join(' ')}\` failed with status ${result.status}`);
}

export function buildHostedFixture(): void {
  run('npx', ['docusaurus', 'build', '--out-dir', hostedFixture.outDir]);
  run('npx', ['tsx', 'scripts/server-config/generate.ts', '--out-dir', hostedFixture.outDir]);
}

if (process.argv[1]?.endsWith('buildHostedFixture.ts')) buildHostedFixture();
