import type {PluginConfig, PluginModule} from '@docusaurus/types';
import redirectCheckPlugin, {type RedirectCheckOptions} from '../plugins/redirect-check';
import {announcements, blog} from './blog';
import {readChangeBaseEnv} from './env';
import {openapiPaths} from './openapiPaths';
import path from 'node:path';
import {redirects} from './redirects';

/**
 * The build step that checks config/redirects.ts against the site's pages (plugins/redirect-check),
 * and the gate on pages removed since the change's base.
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
