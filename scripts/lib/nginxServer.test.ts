import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readAnalyticsEnv} from '../../config/env';
import {generateServerConfig} from '../server-config/generate';
import {hostedFixture} from './hostedFixture';
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
