import type {HtmlTagObject, PluginConfig, PluginModule} from '@docusaurus/types';
import {legacyPathHeadTags} from 'apipie-docs-redirects';
import redirectCheckPlugin, {type RedirectCheckOptions} from 'apipie-docs-redirects/node';
import {announcements, blog} from './blog';
import {readChangeBaseEnv, readLegacyPathScriptEnv} from './env';
import {openapiPaths} from './openapiPaths';
import path from 'node:path';
import {redirects} from './redirects';

/**
 * The build step that checks config/redirects.ts against the site's pages (the redirects package's
 * plugin), and the gate on pages removed since the change's base.
 */
export const redirectCheckOptions: RedirectCheckOptions = {
  baseRef: readChangeBaseEnv().ref,
  redirects,
  redirectsFile: 'config/redirects.ts',
  blogRoutes: [blog.routeBasePath, announcements.routeBasePath],
  layout: {
    docs: 'docs',
    blogs: [blog.path, announcements.path],
    // Generated from the API description, never committed.
    skip: [path.relative(process.cwd(), openapiPaths.docsOutput).split(path.sep).join('/')],
  },
};

export const redirectCheck: PluginConfig = [redirectCheckPlugin as PluginModule, redirectCheckOptions];

/**
 * The head tags that send `.html` and `/index.html` addresses to the plain path, for a host that
 * does not redirect them itself (`LEGACY_PATH_SCRIPT=on`, see config/env.ts); none otherwise.
 */
export function legacyPathTags(baseUrl: string): HtmlTagObject[] {
  return legacyPathHeadTags(baseUrl, readLegacyPathScriptEnv());
}
