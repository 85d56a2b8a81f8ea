import {describe, expect, it} from 'vitest';
import {ANALYTICS_UPSTREAM_VARIABLE, nginxLocations} from './nginx';

describe('the analytics proxy location', () => {
  it('is absent when analytics is off', () => {
    expect(nginxLocations({baseUrl: '/docs/'})).not.toContain('/api/batch');
  });

  it('proxies POSTs to the endpoint to Umami /api/batch on the upstream variable, without cookies', () => {
    const conf = nginxLocations({baseUrl: '/docs/', analyticsEndpoint: '/docs/_events'});
    const block = conf.slice(conf.indexOf('location = /docs/_events {'));
    expect(block).toMatch(/^location = \/docs\/_events \{\n {4}limit_except POST \{ deny all; \}/);
    expect(block).toContain(`    proxy_pass ${ANALYTICS_UPSTREAM_VARIABLE}/api/batch;\n`);
    expect(block).toContain('    proxy_set_header Cookie "";\n');
    expect(block).toContain('    proxy_hide_header Set-Cookie;\n');
    expect(conf.match(/location = \/docs\/_events/g)).toHaveLength(1);
  });
});
