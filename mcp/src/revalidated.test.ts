import {describe, expect, it} from 'vitest';
import {RevalidatedJson} from './revalidated';
import {SiteFetcher} from './siteFetcher';

const URL_ = 'https://docs.example/docs/openapi.json';

describe('RevalidatedJson', () => {
  it('builds once, keeps the value on 304, rebuilds on change and serves the last copy when the site is down', async () => {
    const answers: (() => Response)[] = [
      () => new Response('{"v":1}', {headers: {etag: '"1"'}}),
      () => new Response(null, {status: 304}),
      () => new Response('{"v":2}', {headers: {etag: '"2"'}}),
      () => new Response('down', {status: 502}),
      () => new Response('down', {status: 502}),
    ];
    const sent: (string | undefined)[] = [];
    const fetcher = new SiteFetcher('https://docs.example/docs/', async (_url, init) => {
      sent.push((init?.headers as Record<string, string>)['if-none-match']);
      return answers.shift()!();
    });
    let builds = 0;
    const file = new RevalidatedJson(fetcher, URL_, (json) => {
      builds++;
      return (json as {v: number}).v;
    });
    expect(await file.get()).toEqual({value: 1, source: 'fetched'});
    expect(await file.get()).toEqual({value: 1, source: 'not-modified'});
    expect(await file.get()).toEqual({value: 2, source: 'changed'});
    expect(await file.get()).toEqual({value: 2, source: 'stale'});
    expect(builds).toBe(2);
    expect(sent).toEqual([undefined, '"1"', '"1"', '"2"', '"2"']);
  });

  it('fails when the first fetch fails', async () => {
    const fetcher = new SiteFetcher('https://docs.example/docs/', async () => new Response('', {status: 404}));
    await expect(new RevalidatedJson(fetcher, URL_, (json) => json).get()).rejects.toThrow(`${URL_} answered 404`);
  });
});
