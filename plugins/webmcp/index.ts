import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Adds the pages' WebMCP tools (src/agentTools/webmcpClientModule.ts): a check
 * on every page, and the tools themselves only where the browser offers WebMCP.
 */
export default function webmcpPlugin(): Plugin {
  return {
    name: 'webmcp',
    getClientModules() {
      return [path.join(__dirname, '../../src/agentTools/webmcpClientModule.ts')];
    },
  };
}
