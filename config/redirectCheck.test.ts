import {afterEach, describe, expect, it, vi} from 'vitest';
import {routeOf, sourcesNow} from 'apipie-docs-redirects/node';
import {redirectCheckOptions} from './redirectCheck';

describe('the configured source layout', () => {
  it('gives each page of this checkout a route of its own', () => {
    const routes = sourcesNow(process.cwd(), redirectCheckOptions.layout).map((s) =>
      routeOf(s, redirectCheckOptions.layout),
    );
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContain('/Features/Pools');
    expect(routes).toContain('/blog/2024/06/20/welcome');
    expect(routes.every((r) => r?.startsWith('/'))).toBe(true);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('the site config with LEGACY_PATH_SCRIPT', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function headScripts(setting: string | undefined): Promise<string[]> {
    vi.stubEnv('LEGACY_PATH_SCRIPT', setting);
    vi.resetModules();
    const {default: config} = await import('../docusaurus.config');
    // Scripts that run: JSON-LD data tags (WebSite, Organization) are not counted.
    return config.headTags
      .filter((tag) => tag.tagName === 'script' && tag.attributes?.type !== 'application/ld+json')
      .map((tag) => (typeof tag.innerHTML === 'string' ? tag.innerHTML : ''));
  }

  it.each([
    [undefined, false],
    ['off', false],
    ['on', true],
  ])('with %s puts the script in every page head: %s', async (setting, expected) => {
    const scripts = await headScripts(setting);
    expect(scripts.some((script) => script.includes('location.replace('))).toBe(expected);
    // The other head script stays either way.
    expect(scripts.length).toBe(expected ? 2 : 1);
  });
});
