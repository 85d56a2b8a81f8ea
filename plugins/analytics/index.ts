import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Adds the analytics client module (src/analytics/collector.ts) to the site
 * when analytics is configured; otherwise pages ship only track()'s no-op.
 */
export default function analyticsPlugin(): Plugin {
  return {
    name: 'analytics',
    getClientModules() {
      return [path.join(__dirname, '../../src/analytics/collector.ts')];
    },
  };
}
