import {existsSync} from 'node:fs';
import path from 'node:path';
import {readAnalyticsEnv, readSearchEnv, type AnalyticsEnv, type SearchEnv} from '../../config/env';
import {startNginx} from '../../scripts/lib/nginxServer';
import {hostedFixture} from '../../scripts/lib/hostedFixture';
import {buildHostedFixture} from '../../scripts/search/buildHostedFixture';
import {generateServerConfig} from '../../scripts/server-config/generate';
import {NGINX_MAPS_FILE, SERVER_FILES_DIR} from '../../scripts/server-config/nginx';

/** Where the two builds are served while the browser tests run. */
export type ServedBuilds = {
  siteUrl: string;
  buildDir: string;
  hostedSiteUrl: string;
  hostedBuildDir: string;
  close: () => Promise<void>;
};

/** The local-search build (`npm run build`) and the hosted-search one (`npm run build:hosted-fixture`). */
export const LOCAL_BUILD_DIR = path.resolve('build');
export const HOSTED_BUILD_DIR = path.resolve(hostedFixture.outDir);

/** A build made by `docusaurus build` alone (CI's build job) lacks its server files: write them. */
async function ensureServerConfig(outDir: string, searchEnv: SearchEnv, analyticsEnv?: AnalyticsEnv): Promise<void> {
  if (!existsSync(path.join(outDir, SERVER_FILES_DIR, NGINX_MAPS_FILE)))
    await generateServerConfig({outDir, searchEnv, analyticsEnv});
}

/**
 * Serves the production build under /docs/ through nginx with its generated
 * config, and the hosted-search build (built here if `npm run
 * build:hosted-fixture` has not been run) for the hosted-mode tests. Each mode
 * is built once; nothing here builds the local one.
 */
export async function serveBuilds(): Promise<ServedBuilds> {
  if (!existsSync(path.join(LOCAL_BUILD_DIR, 'index.html'))) {
    throw new Error(`No production build in ${LOCAL_BUILD_DIR}: run \`npm run build\` before the browser tests.`);
  }
  if (!existsSync(path.join(HOSTED_BUILD_DIR, 'index.html'))) buildHostedFixture();
  await ensureServerConfig(LOCAL_BUILD_DIR, {mode: 'local'});
  // The hosted build has analytics on (e2e/analytics.spec.ts): its server files proxy the endpoint.
  await ensureServerConfig(HOSTED_BUILD_DIR, readSearchEnv(hostedFixture.env), readAnalyticsEnv(hostedFixture.env));
  const local = await startNginx({root: LOCAL_BUILD_DIR, basePath: '/docs/'});
  const hosted = await startNginx({root: HOSTED_BUILD_DIR, basePath: '/docs/'}).catch(async (error: unknown) => {
    await local.close();
    throw error;
  });
  return {
    siteUrl: local.url,
    buildDir: LOCAL_BUILD_DIR,
    hostedSiteUrl: hosted.url,
    hostedBuildDir: HOSTED_BUILD_DIR,
    async close() {
      await local.close();
      await hosted.close();
    },
  };
}
