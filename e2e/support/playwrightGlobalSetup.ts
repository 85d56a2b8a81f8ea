import {SERVED_ENV} from './fixtures';
import {serveBuilds} from './servedBuilds';

/** Playwright Test's global setup: serves both builds and hands their addresses to the workers. */
export default async function globalSetup() {
  const served = await serveBuilds();
  process.env[SERVED_ENV.local.url] = served.siteUrl;
  process.env[SERVED_ENV.local.dir] = served.buildDir;
  process.env[SERVED_ENV.hosted.url] = served.hostedSiteUrl;
  process.env[SERVED_ENV.hosted.dir] = served.hostedBuildDir;
  return served.close;
}
