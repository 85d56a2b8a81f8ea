import type {PluginConfig} from '@docusaurus/types';
import webmcpPlugin from '../plugins/webmcp';

/** The pages' WebMCP tools (src/agentTools): a check on every page, the tools only where WebMCP is offered. */
export const webmcp: PluginConfig = webmcpPlugin;
