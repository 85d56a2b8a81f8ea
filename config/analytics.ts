import type {PluginConfig} from '@docusaurus/types';
import {readAnalyticsEnv} from './env';
import analyticsPlugin from '../plugins/analytics';
import type {AnalyticsSettings} from '../src/analytics/umami';

const env = readAnalyticsEnv();

/**
 * First-party analytics: the plugin and the browser's settings only when ANALYTICS_ENDPOINT is set
 * (notes/features.md, "Analytics").
 */
export const analytics: {plugins: PluginConfig[]; settings?: AnalyticsSettings} = env.enabled
  ? {plugins: [analyticsPlugin], settings: {endpoint: env.endpoint, websiteId: env.websiteId}}
  : {plugins: []};
