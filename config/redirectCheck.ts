import type {PluginConfig} from '@docusaurus/types';
import redirectCheckPlugin from '../plugins/redirect-check';

/** The build step that checks config/redirects.ts against the site's pages (config/redirectChecks.ts). */
export const redirectCheck: PluginConfig = redirectCheckPlugin;
