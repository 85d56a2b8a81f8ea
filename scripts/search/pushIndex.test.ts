import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {algoliasearch} from 'algoliasearch';
import {indexSettings, pageRecords} from 'apipie-docs-search';
import {samplePages} from 'apipie-docs-search/testing';
import {pushIndex} from './pushIndex';

type Seen = {method: string; path: string; headers: IncomingMessage['headers']; body: unknown};

/**
 * Algolia's write API as far as the stock client uses it for a full
 * replace: every write answers with a task id, every task is published.
 * The real client talks to it over HTTP, so the test sees what it would send.
 */
function fakeAlgolia() {
  const seen: Seen[] = [];
  let task = 0;
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? JSON.parse(raw) : null;
    seen.push({method: req.method!, path: req.url!.split('?')[0]!, headers: req.headers, body});
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET' && /\/task\/\d+$/.test(req.url!.split('?')[0]!)) {
      res.end(JSON.stringify({status: 'published', pendingTask: false}));
      return;
    }
    const objectIDs = body?.requests?.map((r: {body: {objectID: string}}) => r.body.objectID) ?? [];
    res.end(JSON.stringify({taskID: ++task, updatedAt: new Date().toISOString(), objectIDs}));
  });
  return {server, seen};
}

describe('pushIndex', () => {
  const {server, seen} = fakeAlgolia();
  let host = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const records = samplePages.flatMap((page) => pageRecords(page, 'https://apipie.ai'));

  it('uploads every record with the admin key, then the index settings', async () => {
    const client = algoliasearch('APPID', 'admin-key', {hosts: [{url: host, accept: 'readWrite', protocol: 'http'}]});
    const result = await pushIndex(client, 'apipie', records);
    expect(result).toEqual({records: records.length, indexName: 'apipie'});

    const writes = seen.filter((s) => s.method !== 'GET');
    expect(
      writes.every(
        (s) => s.headers['x-algolia-api-key'] === 'admin-key' && s.headers['x-algolia-application-id'] === 'APPID',
      ),
    ).toBe(true);

    const batches = writes.filter((s) => s.path.endsWith('/batch'));
    const uploaded = batches.flatMap(
      (s) => (s.body as {requests: {action: string; body: {objectID: string}}[]}).requests,
    );
    expect(uploaded.every((r) => r.action === 'addObject')).toBe(true);
    expect(uploaded.map((r) => r.body.objectID).sort()).toEqual(records.map((r) => r.objectID).sort());
    // Written to a temporary index that is then moved over the live one.
    expect(batches[0]!.path).toMatch(/^\/1\/indexes\/apipie_tmp_\d+\/batch$/);
    const move = writes.find(
      (s) => s.path.endsWith('/operation') && (s.body as {operation: string}).operation === 'move',
    )!;
    expect(move.body).toMatchObject({destination: 'apipie'});

    const settings = writes.find((s) => s.path === '/1/indexes/apipie/settings')!;
    expect(settings.method).toBe('PUT');
    expect(settings.body).toEqual(JSON.parse(JSON.stringify(indexSettings)));
    expect(writes.indexOf(settings)).toBeGreaterThan(writes.indexOf(move));
  });

  it('refuses to empty the hosted index', async () => {
    const client = algoliasearch('APPID', 'admin-key', {hosts: [{url: host, accept: 'readWrite', protocol: 'http'}]});
    await expect(pushIndex(client, 'apipie', [])).rejects.toThrow(
      'Refusing to replace the hosted index with an empty one.',
    );
  });
});
