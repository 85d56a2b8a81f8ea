import {describe, expect, it} from 'vitest';
import {routeOf, sourcesNow} from '../plugins/redirect-check/removedPages';
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
