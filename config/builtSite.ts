import path from 'node:path';
import type {PresetConfig} from '@docusaurus/types';
import type {BuiltSiteOptions} from '../plugins/built-site';
import {readAnalyticsEnv, readBuildStepTimingsEnv, readSearchEnv} from './env';
import {redirects} from './redirects';
import {site} from './site';

/**
 * The server files follow the build's search mode (Algolia's hosts in the CSP) and analytics endpoint; the
 * steps' timings are printed for the build bench.
 */
const options: BuiltSiteOptions = {
  searchEnv: readSearchEnv(),
  analyticsEnv: readAnalyticsEnv(),
  baseUrl: site.baseUrl,
  redirects,
  stepTimings: readBuildStepTimingsEnv().enabled,
};

/**
 * The one pass over the built pages and the server files after it (plugins/built-site). A preset
 * of its own, listed before classic's, so that its plugin is the first of all: it writes the server
 * files after every other plugin's postBuild (plugins/built-site/otherPostBuilds.ts).
 */
export const builtSitePreset: PresetConfig = [path.join(__dirname, '../plugins/built-site/preset.ts'), options];
