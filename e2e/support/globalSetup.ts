import {existsSync} from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startNginx} from '../../scripts/lib/nginxServer';
import {hostedFixture} from '../../scripts/lib/hostedFixture';
import {buildHostedFixture} from '../../scripts/search/buildHostedFixture';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    buildDir: string;
    hostedSiteUrl: string;
    hostedBuildDir: string;
  }
}

/**
 * Serves the production build under /docs/ through nginx with its generated
 * config, for every browser test file, and the hosted-search build (built
 * here if `npm run build:hosted-fixture` has not been run) for the
 * hosted-mode tests.
 */
export default async function setup(project: TestProject) {
  const buildDir = path.resolve('build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` before the browser tests.`);
  }
  const hostedBuildDir = path.resolve(hostedFixture.outDir);
  if (!existsSync(path.join(hostedBuildDir, 'index.html'))) buildHostedFixture();
  const running = await startNginx({root: buildDir, basePath: '/docs/'});
  const hosted = await startNginx({root: hostedBuildDir, basePath: '/docs/'}).catch(async (error: unknown) => {
    await running.close();
    throw error;
  });
  project.provide('siteUrl', running.url);
  project.provide('buildDir', buildDir);
  project.provide('hostedSiteUrl', hosted.url);
  project.provide('hostedBuildDir', hostedBuildDir);
  return async () => {
    await running.close();
    await hosted.close();
  };
}
