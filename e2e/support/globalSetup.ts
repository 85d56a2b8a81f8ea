import {existsSync} from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {readAnalyticsEnv, readSearchEnv, type AnalyticsEnv, type SearchEnv} from '../../config/env';
import {startNginx} from '../../scripts/lib/nginxServer';
import {hostedFixture} from '../../scripts/lib/hostedFixture';
import {buildHostedFixture} from '../../scripts/search/buildHostedFixture';
import {generateServerConfig} from '../../scripts/server-config/generate';
import {NGINX_MAPS_FILE, SERVER_FILES_DIR} from '../../scripts/server-config/nginx';

/** A build made by `docusaurus build` alone (CI's build job) lacks its server files: write them. */
async function ensureServerConfig(outDir: string, searchEnv: SearchEnv, analyticsEnv?: AnalyticsEnv): Promise<void> {
  if (!existsSync(path.join(outDir, SERVER_FILES_DIR, NGINX_MAPS_FILE))) await generateServerConfig({outDir, searchEnv, analyticsEnv});
}

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
  await ensureServerConfig(buildDir, {mode: 'local'});
  await ensureServerConfig(hostedBuildDir, readSearchEnv(hostedFixture.env), readAnalyticsEnv(hostedFixture.env));
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
