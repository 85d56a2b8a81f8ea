import type {Server} from 'node:http';
import {request} from 'node:http';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DocsSite} from './docsSite';
import {originAllowed, startHttpServer} from './httpServer';

/** The HTTP transport in this process; the site is never reached (every tool call here is refused first). */
let server: Server;
let url: string;

beforeAll(async () => {
  const site = new DocsSite('http://docs.test/docs/', async () => new Response('not here', {status: 404}));
  ({server, url} = await startHttpServer(site, {port: 0, host: '127.0.0.1'}));
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'origin-test', version: '1'}},
});

/** A POST as a browser page sends it; fetch() would not let a test set Origin freely. */
function post(headers: Record<string, string>): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const all = {'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers};
    request(url, {method: 'POST', headers: all}, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({status: res.statusCode!, body}));
    })
      .on('error', reject)
      .end(INITIALIZE);
  });
}

describe('Origin', () => {
  it('refuses a page on another origin with 403, naming it', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'null']) {
      const answer = await post({origin});
      expect(answer.status, origin).toBe(403);
      expect(JSON.parse(answer.body).error.message).toBe(`Forbidden: pages on ${origin} may not call this server`);
    }
  });

  it('serves requests without an Origin, from its own origin and from pages on this machine', async () => {
    const own = new URL(url).origin;
    const cases: Record<string, string>[] = [
      {},
      {origin: own},
      {origin: 'http://localhost:3000'},
      {origin: 'http://[::1]:8080'},
    ];
    for (const headers of cases) {
      const answer = await post(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(JSON.parse(answer.body).result.serverInfo.name).toBe('apipie-docs-mcp');
    }
  });

  it('is judged by scheme and host, not by how the origin starts', () => {
    expect(originAllowed('http://localhost.evil.example', 'localhost:3030')).toBe(false);
    expect(originAllowed('file://', 'localhost:3030')).toBe(false);
    expect(originAllowed('https://docs.example.org', 'docs.example.org')).toBe(true);
    expect(originAllowed(undefined, undefined)).toBe(true);
  });
});

describe('tool arguments over HTTP', () => {
  it('refuses arguments outside the schema, naming them, as over stdio', async () => {
    const client = new Client({name: 'http-test', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      const result = await client.callTool({name: 'read_page', arguments: {path_or_url: 'x', depth: 2}});
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.content)).toContain('read_page does not take \\"depth\\"; it takes path_or_url');
    } finally {
      await client.close();
    }
  });
});
