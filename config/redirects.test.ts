import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {redirects, retiredPostUrls} from './redirects';

/** Permalinks of the current posts: folder `2024-06-20-welcome` is /blog/2024/06/20/welcome. */
function livePostUrls(instance: string): string[] {
  return readdirSync(instance, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name.match(/^(\d{4})-(\d{2})-(\d{2})-(.+)$/))
    .filter((match) => match !== null)
    .map(([, year, month, day, name]) => `/${instance}/${year}/${month}/${day}/${name}`);
}

describe('redirect table', () => {
  it('redirects each path once', () => {
    const froms = redirects.map((r) => r.from);
    expect(froms.length).toBeGreaterThan(0);
    expect(new Set(froms).size).toBe(froms.length);
  });

  it('writes paths relative to the base path, without a trailing slash or .html', () => {
    for (const {from, to} of redirects) {
      for (const path of [from, to]) expect(path).toMatch(/^\/(?!docs\/)[^?#]*[^/]$/);
      expect(from).not.toMatch(/\.html$/);
    }
  });

  it('sends every retired post URL to the blog front page', () => {
    expect(retiredPostUrls.length).toBeGreaterThan(0);
    for (const url of retiredPostUrls) {
      expect(url).toMatch(/^\/blog\/./);
      expect(redirects).toContainEqual({from: url, to: '/blog'});
    }
  });

  it('never retires the URL of a live post', () => {
    const live = [...livePostUrls('blog'), ...livePostUrls('announcements')];
    expect(live.length).toBeGreaterThan(30);
    expect(retiredPostUrls.filter((url) => live.includes(url))).toEqual([]);
  });
});
