import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {main, syncModels} from './sync';

// The answer GET /v1/models/detailed gives, recorded as a file: the gpt-4o entry is the example
// of our OpenAPI description, the Grok entry one of our own data entries; their order is not sorted.
const fixture = readFileSync(path.join(__dirname, 'fixtures/detailed-models.json'), 'utf8');
const original = `${JSON.stringify({object: 'list', data: [{id: 'openrouter/grok-2-1212', model: 'grok-2-1212', provider: 'openrouter', type: 'llm', max_tokens: 131072}]}, null, 2)}\n`;

let server: Server;
let baseUrl: string;
const seen: {path: string; auth: string | undefined}[] = [];

beforeAll(async () => {
  // Serves the fixture locally: /ok/v1 answers it, /denied/v1 answers 401, /bad/v1 a body of the wrong shape.
  server = createServer((req, res) => {
    seen.push({path: req.url ?? '', auth: req.headers.authorization});
    const [, mode] = (req.url ?? '').split('/');
    if (mode === 'denied') return void res.writeHead(401, 'Unauthorized').end('{"error":{"message":"bad key"}}');
    res.writeHead(200, {'content-type': 'application/json'});
    res.end(
      mode === 'bad'
        ? '{"object":"list","data":[{"id":"x","model":"x","provider":"openai","type":"llm","max_tokens":"lots"}]}'
        : fixture,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let file: string;
beforeEach(() => {
  file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sync-models-')), 'models.json');
  writeFileSync(file, original);
  seen.length = 0;
});

describe('sync:models', () => {
  it('fetches the detailed models with the key and rewrites the file sorted, listing the changes', async () => {
    const result = await syncModels({apiKey: 'k-123', baseUrl: `${baseUrl}/ok/v1`, file});
    expect(seen).toEqual([{path: '/ok/v1/models/detailed', auth: 'Bearer k-123'}]);
    const written = JSON.parse(readFileSync(file, 'utf8')) as {data: {model: string}[]};
    expect(written.data.map((m) => m.model)).toEqual(['gpt-4o', 'grok-2-1212']);
    expect(result.diff).toEqual([
      '+ 1198',
      '~ openrouter/grok-2-1212: input_modalities (none) → ["text"]',
      '~ openrouter/grok-2-1212: output_modalities (none) → ["text"]',
    ]);
    expect((await syncModels({apiKey: 'k-123', baseUrl: `${baseUrl}/ok/v1`, file})).changed).toBe(false);
  });

  it('stops on a non-2xx answer and leaves the file untouched', async () => {
    await expect(syncModels({apiKey: 'k', baseUrl: `${baseUrl}/denied/v1`, file})).rejects.toThrow(
      `GET ${baseUrl}/denied/v1/models/detailed answered 401 Unauthorized. ${file} is unchanged.`,
    );
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('stops on a body that does not match the schema, naming the entry, and leaves the file untouched', async () => {
    await expect(syncModels({apiKey: 'k', baseUrl: `${baseUrl}/bad/v1`, file})).rejects.toThrow(
      'entry 1 (id "x"): max_tokens must be a whole number, got "lots"',
    );
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('stops when nothing answers', async () => {
    await expect(syncModels({apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', file})).rejects.toThrow(
      /failed: .*is unchanged\.$/,
    );
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('as a command, stops with a clear message when APIPIE_API_KEY is not set', async () => {
    const saved = process.env.APIPIE_API_KEY;
    delete process.env.APIPIE_API_KEY;
    const errors: string[] = [];
    const consoleError = console.error;
    console.error = (message: string) => void errors.push(message);
    try {
      expect(await main(['--base-url', `${baseUrl}/ok/v1`])).toBe(1);
    } finally {
      console.error = consoleError;
      if (saved !== undefined) process.env.APIPIE_API_KEY = saved;
    }
    expect(errors).toEqual([expect.stringMatching(/^sync:models: APIPIE_API_KEY is missing \(/)]);
    expect(seen).toEqual([]);
  });
});
