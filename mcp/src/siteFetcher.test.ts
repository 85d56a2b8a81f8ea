import {describe, expect, it, vi} from 'vitest';
import {SiteError, SiteFetcher} from './siteFetcher';

const BASE = 'https://docs.example/docs/';

/** A fetch that answers from a list, recording the URLs asked for. */
function scripted(...answers: (Response | Error)[]) {
  const calls: {url: string; headers: Record<string, string>}[] = [];
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({url, headers: (init?.headers ?? {}) as Record<string, string>});
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return {fetcher: new SiteFetcher(BASE, fetchImpl), calls};
}

function refused(): Error {
  return Object.assign(new TypeError('fetch failed'), {cause: {code: 'ECONNREFUSED'}});
}

async function failure(promise: Promise<unknown>): Promise<SiteError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SiteError);
  return error as SiteError;
}

describe('SiteFetcher', () => {
  it('retries a network error once, then fails naming the URL', async () => {
    const {fetcher, calls} = scripted(refused(), refused());
    const error = await failure(fetcher.text(`${BASE}llms.txt`));
    expect(error).toMatchObject({kind: 'unreachable', message: `Could not fetch ${BASE}llms.txt: connection refused.`});
    expect(calls).toHaveLength(2);
  });

  it('succeeds when the retry does', async () => {
    const {fetcher, calls} = scripted(new Response('busy', {status: 503}), new Response('# APIpie'));
    expect(await fetcher.text(`${BASE}llms.txt`)).toBe('# APIpie');
    expect(calls).toHaveLength(2);
  });

  it('does not retry a missing file', async () => {
    const {fetcher, calls} = scripted(new Response('', {status: 404}));
    expect(await failure(fetcher.text(`${BASE}x.md`))).toMatchObject({
      kind: 'not-found',
      message: `${BASE}x.md answered 404: no such file on the site.`,
    });
    expect(calls).toHaveLength(1);
  });

  it('never fetches another origin, even by redirect', async () => {
    const {fetcher, calls} = scripted(
      new Response(null, {status: 302, headers: {location: 'https://elsewhere.example/x'}}),
    );
    expect(await failure(fetcher.text('https://elsewhere.example/docs/x'))).toMatchObject({kind: 'outside'});
    expect(calls).toHaveLength(0);
    expect(await failure(fetcher.text(`${BASE}moved`))).toMatchObject({
      kind: 'outside',
      url: 'https://elsewhere.example/x',
    });
    expect(calls.map((c) => c.url)).toEqual([`${BASE}moved`]);
  });

  it('follows a redirect within the origin', async () => {
    const {fetcher, calls} = scripted(
      new Response(null, {status: 301, headers: {location: '/docs/new.md'}}),
      new Response('new'),
    );
    expect(await fetcher.text(`${BASE}old.md`)).toBe('new');
    expect(calls.map((c) => c.url)).toEqual([`${BASE}old.md`, `${BASE}new.md`]);
  });

  it('revalidates with If-None-Match and reports a 304', async () => {
    const {fetcher, calls} = scripted(
      new Response('{"a":1}', {headers: {etag: 'W/"1"'}}),
      new Response(null, {status: 304}),
    );
    expect(await fetcher.revalidateJson(`${BASE}models.json`, null)).toEqual({
      status: 200,
      json: {a: 1},
      etag: 'W/"1"',
    });
    expect(await fetcher.revalidateJson(`${BASE}models.json`, 'W/"1"')).toEqual({status: 304});
    expect(calls[1]!.headers['if-none-match']).toBe('W/"1"');
  });

  it('names a file that is not JSON', async () => {
    const {fetcher} = scripted(new Response('<html>'));
    expect(await failure(fetcher.json(`${BASE}openapi.json`))).toMatchObject({
      kind: 'invalid',
      message: `${BASE}openapi.json is not valid JSON.`,
    });
  });
});
