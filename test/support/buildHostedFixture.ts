/**
 * Builds the site in hosted-search mode into build-hosted/ for the browser
 * tests (npm run build:hosted-fixture): its server files allow Algolia in the
 * Content-Security-Policy. Nothing is deployed from it.
 *   npm run build:hosted-fixture [-- --if-missing]
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {hostedFixture} from './hostedFixture';

function buildHostedFixture(): void {
  // Only the child gets the hosted settings, not the process that asked for the build. The package's
  // build script, which gives Node its flags, without its prebuild: the API reference is generated.
  const result = spawnSync('npm', ['run', 'build', '--ignore-scripts', '--', '--out-dir', hostedFixture.outDir], {
    stdio: 'inherit',
    env: {...process.env, ...hostedFixture.env},
  });
  if (result.status !== 0) throw new Error(`Hosted fixture: \`npm run build\` failed with status ${result.status}`);
}

if (process.argv[1]?.endsWith('buildHostedFixture.ts')) {
  const {values} = parseArgs({options: {'if-missing': {type: 'boolean', default: false}}});
  if (values['if-missing'] && existsSync(path.join(hostedFixture.outDir, 'index.html')))
    console.log(`${hostedFixture.outDir}/ exists: not built again (npm run build:hosted-fixture rebuilds it).`);
  else buildHostedFixture();
}
