import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {ModelList} from '../../data/modelSchema';
import {main, syncModels} from './sync';

// An answer of GET /v1/models/detailed in the shape the snapshot's generator read on 2025-10-27: one item per
// provider entry (gpt-4o twice), `id` the model id, prices and other fields the data does not keep, a disabled item.
const fixture = readFileSync(path.join(__dirname, 'fixtures/detailed-models.json'), 'utf8');
const original: ModelList = {
  object: 'list',
  data: [
    {
      id: 'grok-2-1212',
      variants: [{source: 'R', seen: '2025-03-11', provider: 'openrouter', type: 'llm', max_tokens: 131072}],
    },
  ],
};
const originalText = `${JSON.stringify(original, null, 2)}\n`;

let server: Server;
let baseUrl: string;
const seen: {path: string; auth: string | undefined}[] = [];

beforeAll(async () => {
  // Serves the fixture locally: /ok/v1 answers it, /denied/v1 answers 401, /bad/v1 items that do not fit the schema.
  server = createServer((req, res) => {
    seen.push({path: req.url ?? '', auth: req.headers.authorization});
    const [, mode] = (req.url ?? '').split('/');
    if (mode === 'denied') return void res.writeHead(401, 'Unauthorized').end('{"error":{"message":"bad key"}}');
    res.writeHead(200, {'content-type': 'application/json'});
    res.end(
      mode === 'bad'
        ? '{"object":"list","data":[{"id":"x","provider":"openai","type":"llm","max_tokens":"lots"},{"id":"y","provider":"xai","type":"llm"}]}'
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
  writeFileSync(file, originalText);
  seen.length = 0;
});

describe('sync:models', () => {
  it('rewrites the file from the live answer, one entry per id, each item a variant with source L and the date', async () => {
    const result = await syncModels({apiKey: 'k-123', baseUrl: `${baseUrl}/ok/v1`, file, seen: '2025-11-20'});
    expect(seen).toEqual([{path: '/ok/v1/models/detailed', auth: 'Bearer k-123'}]);
    const written = JSON.parse(readFileSync(file, 'utf8')) as ModelList;
    expect(written.data.map((m) => m.id)).toEqual(['gpt-4o', 'grok-2-1212', 'o3']);
    expect(written.data[0]!.variants).toEqual([
      {
        source: 'L',
        seen: '2025-11-20',
        provider: 'openai',
        type: 'llm',
        subtype: 'chatx',
        route: 'gpt-4o',
        description: 'Multimodal GPT-4o model.',
        enabled: 1,
        available: 1,
        pool: null,
        input_modalities: ['text', 'image'],
        output_modalities: ['text'],
        max_tokens: 128000,
        max_response_tokens: 16384,
      },
      {
        source: 'L',
        seen: '2025-11-20',
        provider: 'openrouter',
        type: 'llm',
        subtype: 'chat',
        enabled: 1,
        available: 0,
        input_modalities: ['text', 'image'],
        max_tokens: 128000,
      },
    ]);
    expect(written.data[2]!.variants[0]!.reasoning).toBe(true);
    // Never prices, never the API's `model` field, never fields the schema has no rule for.
    expect(readFileSync(file, 'utf8')).not.toMatch(/pricing|cost|"model"|instruct_type|retired-model/);
    expect(result.diff).toEqual([
      '+ gpt-4o (L 2025-11-20 (2 variants))',
      '~ grok-2-1212: R 2025-03-11 → L 2025-11-20',
      '+ o3 (L 2025-11-20)',
    ]);
    expect((await syncModels({apiKey: 'k-123', baseUrl: `${baseUrl}/ok/v1`, file, seen: '2025-11-20'})).changed).toBe(
      false,
    );
  });

  it('stops on a non-2xx answer and leaves the file untouched', async () => {
    await expect(syncModels({apiKey: 'k', baseUrl: `${baseUrl}/denied/v1`, file})).rejects.toThrow(
      `GET ${baseUrl}/denied/v1/models/detailed answered 401 Unauthorized. ${file} is unchanged.`,
    );
    expect(readFileSync(file, 'utf8')).toBe(originalText);
  });

  it('stops on items that do not fit the schema, naming each by its pointer in the answer, and leaves the file untouched', async () => {
    const failure = syncModels({apiKey: 'k', baseUrl: `${baseUrl}/bad/v1`, file});
    await expect(failure).rejects.toThrow('body #/data/0/max_tokens: item 1 (id "x"): max_tokens must be');
    await expect(failure).rejects.toThrow('body #/data/1/provider: item 2 (id "y"): provider must be a known provider');
    expect(readFileSync(file, 'utf8')).toBe(originalText);
  });

  it('stops when nothing answers', async () => {
    await expect(syncModels({apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', file})).rejects.toThrow(
      /failed: .*is unchanged\.$/,
    );
    expect(readFileSync(file, 'utf8')).toBe(originalText);
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
