import {describe, expect, it} from 'vitest';
import {buildIndexFiles} from './indexBuilder';
import {createIndexLoader} from './indexLoader';
import {samplePages} from './fixtures/samplePages';

const built = buildIndexFiles({siteUrl: 'https://apipie.ai', pages: samplePages});
const manifestJson = JSON.stringify(built.manifest);

type Call = {url: string; init?: RequestInit};

/** A fetch that serves the given responses by URL and records every call. */
function fakeFetch(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({url, init});
    const route = routes[url];
    if (!route) return new Response('not found', {status: 404});
    return route();
  };
  return {fetch, calls};
}

const ok = (body: string) => () => new Response(body, {status: 200, headers: {'content-type': 'application/json'}});

describe('createIndexLoader', () => {
  it('fetches the manifest without cache, which opens the engine, once', async () => {
    const {fetch, calls} = fakeFetch({'/docs/search-index/manifest.json': ok(manifestJson)});
    const loader = createIndexLoader({manifestUrl: '/docs/search-index/manifest.json', fetch});
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect(a).toBe(b);
    expect(a.pages).toBe(4);
    expect(calls.map((c) => c.url)).toEqual(['/docs/search-index/manifest.json']);
    expect(calls[0]!.init?.cache).toBe('no-cache');
    await loader.load();
    expect(calls).toHaveLength(1);
  });

  it('does nothing until asked', async () => {
    const {fetch, calls} = fakeFetch({});
    createIndexLoader({manifestUrl: '/docs/search-index/manifest.json', fetch});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server errs', () => new Response('', {status: 503})],
    ['the file is missing', () => new Response('', {status: 404})],
    ['the file is not JSON', () => new Response('<html>', {status: 200})],
  ])('raises a RetryError, which DocSearch shows as "Unable to fetch results", when %s', async (_, route) => {
    const {fetch} = fakeFetch({'/s/manifest.json': route});
    const loader = createIndexLoader({manifestUrl: '/s/manifest.json', fetch});
    await expect(loader.load()).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('Unreachable hosts'),
    });
  });

  it.each([
    ['an earlier format', {format: 1, index: 'index.abc.json'}],
    ['a hash that is a path', {...built.manifest, hash: '../../secret'}],
    ['a shard key that is a path', {...built.manifest, shards: ['../../secret']}],
    ['a truncated meta', {...built.manifest, meta: {pages: [[3, 0, 0]]}}],
  ])('rejects a manifest with %s, so no file outside its folder is fetched', async (_, manifest) => {
    const {fetch, calls} = fakeFetch({'/s/manifest.json': ok(JSON.stringify(manifest))});
    await expect(createIndexLoader({manifestUrl: '/s/manifest.json', fetch}).load()).rejects.toMatchObject({
      name: 'RetryError',
    });
    expect(calls.map((c) => c.url)).toEqual(['/s/manifest.json']);
  });

  it('tries again on the next search after a failure', async () => {
    let failures = 1;
    const {fetch, calls} = fakeFetch({
      '/s/manifest.json': () => (failures-- > 0 ? Promise.reject(new TypeError('offline')) : ok(manifestJson)()),
    });
    const loader = createIndexLoader({manifestUrl: '/s/manifest.json', fetch});
    await expect(loader.load()).rejects.toMatchObject({name: 'RetryError'});
    await expect(loader.load()).resolves.toBeDefined();
    expect(calls.map((c) => c.url)).toEqual(['/s/manifest.json', '/s/manifest.json']);
  });

  it('preloads without surfacing errors', async () => {
    const {fetch, calls} = fakeFetch({});
    const loader = createIndexLoader({manifestUrl: '/s/manifest.json', fetch});
    loader.preload();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(1);
  });
});
