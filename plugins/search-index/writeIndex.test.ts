import {mkdtemp, readdir, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeIndex} from '../../src/search/indexFile';
import {samplePages} from '../../src/search/fixtures/samplePages';
import {writeIndex} from './writeIndex';

describe('writeIndex', () => {
  it('writes a content-hashed index and a manifest naming it, and removes older index files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    await writeFile(path.join(dir, 'index.0123abcd.json'), '{}');
    const written = await writeIndex(dir, 'https://apipie.ai', samplePages);

    expect(written.indexFile).toMatch(/^index\.[0-9a-f]{12}\.json$/);
    expect((await readdir(dir)).sort()).toEqual([written.indexFile, 'manifest.json'].sort());
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual({
      format: 1,
      index: written.indexFile,
      pages: 4,
      records: 4 + samplePages.reduce((n, p) => n + p.entries.length, 0),
    });
    const decoded = decodeIndex(JSON.parse(await readFile(path.join(dir, written.indexFile), 'utf8')));
    expect(decoded.pages).toEqual(samplePages);
  });

  it('names the file by its content: same pages, same name; other pages, another name', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    const a = await writeIndex(dir, 'https://apipie.ai', samplePages);
    const b = await writeIndex(dir, 'https://apipie.ai', samplePages);
    const c = await writeIndex(dir, 'https://apipie.ai', samplePages.slice(1));
    expect(b.indexFile).toBe(a.indexFile);
    expect(c.indexFile).not.toBe(a.indexFile);
  });
});
