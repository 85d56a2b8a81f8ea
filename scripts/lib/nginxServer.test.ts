import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createServer, request, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readAnalyticsEnv} from '../../config/env';
import {generateServerConfig} from '../../plugins/server-config/generate';
import {hostedFixture} from '../../test/support/hostedFixture';
import {startNginx, type RunningServer} from './nginxServer';

// A tiny build with analytics on, as the hosted-search fixture has, served by the test nginx.
const ENDPOINT = hostedFixture.env.ANALYTICS_ENDPOINT;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'nginx-server-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><h1>home</h1>');
  await writeFile(path.join(root, '404.html'), '<!doctype html><h1>not found</h1>');
  await generateServerConfig({
    outDir: root,
    searchEnv: {mode: 'local'},
    analyticsEnv: readAnalyticsEnv(hostedFixture.env),
    baseUrl: '/docs/',
    redirects: [],
  });
});
afterAll(() => rm(root, {recursive: true, force: true}));

async function served<T>(options: {analyticsUpstream?: string}, use: (server: RunningServer) => Promise<T>) {
  const server = await startNginx({root, basePath: '/docs/', ...options});
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

const beacon = (server: RunningServer) =>
  fetch(new URL(ENDPOINT, server.url), {method: 'POST', headers: {'content-type': 'application/json'}, body: '[]'});

describe('startNginx: the analytics upstream', () => {
  it('answers beacons 204 from its own sink when no upstream is given, as a working Umami answers 2xx', async () => {
    await served({}, async (server) => {
      expect((await fetch(server.url)).status).toBe(200);
      const response = await beacon(server);
      expect(response.status).toBe(204);
    });
  });

  it('proxies beacons to the upstream given, so a test can record them', async () => {
    const received: Pick<IncomingMessage, 'method' | 'url'>[] = [];
    const recorder = createServer((request, response) => {
      received.push({method: request.method, url: request.url});
      request.resume().on('end', () => response.writeHead(200).end('{"size":0}'));
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const {port} = recorder.address() as AddressInfo;
    try {
      await served({analyticsUpstream: `http://127.0.0.1:${port}`}, async (server) => {
        expect((await beacon(server)).status).toBe(200);
      });
    } finally {
      await new Promise((resolve) => recorder.close(resolve));
    }
    expect(received).toEqual([{method: 'POST', url: '/api/batch'}]);
  });

  it('answers 502 when the upstream given does not answer, for a test that wants a failing upstream', async () => {
    // Port 9 (discard) has no listener here: the connection is refused.
    await served({analyticsUpstream: 'http://127.0.0.1:9'}, async (server) => {
      expect((await beacon(server)).status).toBe(502);
    });
  });
});

describe("startNginx({config: 'static'}): any folder of pages, as a plain static host serves it", () => {
  let site: string;
  let server: RunningServer;

  beforeAll(async () => {
    // No server files: a stock Docusaurus build, a baseline of another commit, a test's copy of the site.
    site = await mkdtemp(path.join(tmpdir(), 'nginx-static-'));
    await mkdir(path.join(site, 'Terms'));
    await mkdir(path.join(site, 'blog'));
    await writeFile(path.join(site, 'index.html'), '<h1>home</h1>');
    await writeFile(path.join(site, '404.html'), '<h1>not found</h1>');
    await writeFile(path.join(site, 'Terms/privacy.html'), '<h1>privacy</h1>');
    await writeFile(path.join(site, 'Terms/privacy.md'), '# privacy');
    await writeFile(path.join(site, 'blog/index.html'), '<h1>blog</h1>');
    await writeFile(path.join(site, 'app.js'), 'console.log("x");'.repeat(50));
    server = await startNginx({root: site, basePath: '/docs/', config: 'static', logRequests: true});
  });
  afterAll(async () => {
    await server?.close();
    await rm(site, {recursive: true, force: true});
  });

  it('serves x as x, x.html or x/index.html, and unknown paths as 404.html with status 404', async () => {
    const page = async (relative: string) => {
      const response = await fetch(new URL(relative, server.url));
      return [response.status, (await response.text()).trim()];
    };
    expect(await page('')).toEqual([200, '<h1>home</h1>']);
    expect(await page('Terms/privacy')).toEqual([200, '<h1>privacy</h1>']);
    expect(await page('Terms/privacy.html')).toEqual([200, '<h1>privacy</h1>']);
    expect(await page('blog')).toEqual([200, '<h1>blog</h1>']);
    expect(await page('nope/nothing')).toEqual([404, '<h1>not found</h1>']);
    // Outside the base path nothing is served (nginx's own 404).
    expect((await fetch(new URL('/etc/passwd', server.url))).status).toBe(404);
    const twin = await fetch(new URL('Terms/privacy.md', server.url));
    expect(twin.headers.get('content-type')).toBe('text/markdown');
  });

  it('gzips text when the client accepts it', async () => {
    const response = await new Promise<{encoding?: string; body: Buffer}>((resolve, reject) => {
      request(new URL('app.js', server.url), {headers: {'accept-encoding': 'gzip'}}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({encoding: res.headers['content-encoding'], body: Buffer.concat(chunks)}));
      })
        .on('error', reject)
        .end();
    });
    expect(response.encoding).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toContain('console.log("x")');
  });

  it('answers a matching If-None-Match with 304 until the file changes, and logs each request', async () => {
    const url = new URL('Terms/privacy', server.url);
    const etag = (await fetch(url)).headers.get('etag')!;
    expect((await fetch(url, {headers: {'if-none-match': etag}})).status).toBe(304);
    // nginx's ETag is the file's time and size: a same-size edit within one second would keep it.
    await writeFile(path.join(site, 'Terms/privacy.html'), '<h1>privacy, changed</h1>');
    expect((await fetch(url, {headers: {'if-none-match': etag}})).status).toBe(200);
    await expect
      .poll(async () => (await server.requests()).slice(-3))
      .toEqual([
        {url: '/docs/Terms/privacy', status: 200},
        {url: '/docs/Terms/privacy', status: 304, ifNoneMatch: etag},
        {url: '/docs/Terms/privacy', status: 200, ifNoneMatch: etag},
      ]);
  });
});
