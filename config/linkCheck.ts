import type {PluginConfig} from '@docusaurus/types';
import linkCheckPlugin from '../plugins/link-check';

/**
 * The build step that checks every link in docs and posts against the built site, naming file and line
 * (plugins/link-check).
 */
export const linkCheck: PluginConfig = linkCheckPlugin;
