/**
 * Builds the site in hosted-search mode into build-hosted/ for the browser
 * tests (npm run build:hosted-fixture), with its server files: its
 * Content-Security-Policy allows Algolia. Nothing is deployed from it.
 */
import {spawnSync} from 'node:child_process';
import {hostedFixture} from '../lib/hostedFixture';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {stdio: 'inherit'});
  if (result.status !== 0)
    throw new Error(`Hosted fixture: \`${command} ${args.join(' ')}\` failed with status ${result.status}`);
}

export function buildHostedFixture(): void {
  // The children inherit these; the site config and the server files read them through config/env.ts.
  Object.assign(process.env, hostedFixture.env);
  run('npx', ['docusaurus', 'build', '--out-dir', hostedFixture.outDir]);
  run('npx', ['tsx', 'scripts/server-config/generate.ts', '--out-dir', hostedFixture.outDir]);
}

if (process.argv[1]?.endsWith('buildHostedFixture.ts')) buildHostedFixture();
