import {mkdtemp, readdir, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fileNames, INDEX_FORMAT} from '../indexFormat';
import {decodeOutlines} from '../outlines';
import {samplePages} from '../fixtures/samplePages';
import {parseSynonyms} from '../synonyms';
import {SynonymError, writeIndex, writeIndexOnWorker} from './writeIndex';

describe('writeIndex', () => {
  it('writes content-hashed files and a manifest naming their hash, and removes older index files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    await writeFile(path.join(dir, 'index.0123abcd.json'), '{}');
    const written = await writeIndex(dir, 'https://apipie.ai', samplePages);
    const files = await readdir(dir);
    expect(files).not.toContain('index.0123abcd.json');
    expect(files).toContain('manifest.json');
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({format: INDEX_FORMAT, hash: written.manifest.hash, pages: 4});
    for (const file of files.filter((f) => f !== 'manifest.json')) expect(file).toContain(`.${manifest.hash}.json`);
    const outlines = decodeOutlines(
      JSON.parse(await readFile(path.join(dir, fileNames.outlines(manifest.hash)), 'utf8')),
    );
    expect(outlines.pages).toEqual(samplePages);
  });

  it('names the files by their content: same pages, same hash; other pages, another hash', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    const a = await writeIndex(dir, 'https://apipie.ai', samplePages);
    const b = await writeIndex(dir, 'https://apipie.ai', samplePages);
    const c = await writeIndex(dir, 'https://apipie.ai', samplePages.slice(1));
    expect(b.manifest.hash).toBe(a.manifest.hash);
    expect(c.manifest.hash).not.toBe(a.manifest.hash);
  });

  it('stops on a synonym that names no word of the pages, with the file and line', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    const groups = parseSynonyms('# comment\nmemory, zzyzxq\n', 'synonyms.txt');
    await expect(writeIndex(dir, 'https://apipie.ai', samplePages, {groups, file: 'synonyms.txt'})).rejects.toThrow(
      /synonyms\.txt:2: "zzyzxq" names no word in the search index \(no page has "zzyzxq"\)\.\nWhat to do: fix the spelling/,
    );
  });
});

describe('writeIndexOnWorker', () => {
  it('writes, on a worker thread, the same files as writeIndex', async () => {
    const [here, apart] = await Promise.all([
      mkdtemp(path.join(tmpdir(), 'search-index-')),
      mkdtemp(path.join(tmpdir(), 'search-index-')),
    ]);
    const written = await writeIndex(here, 'https://apipie.ai', samplePages);
    const writtenApart = await writeIndexOnWorker(apart, 'https://apipie.ai', samplePages);
    expect(writtenApart).toEqual(written);
    const files = (await readdir(here)).sort();
    expect((await readdir(apart)).sort()).toEqual(files);
    for (const file of files)
      expect(await readFile(path.join(apart, file), 'utf8'), file).toBe(await readFile(path.join(here, file), 'utf8'));
  });

  it('fails as writeIndex does on a synonym that names no word of the pages', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    const groups = parseSynonyms('# comment\nmemory, zzyzxq\n', 'synonyms.txt');
    const writing = writeIndexOnWorker(dir, 'https://apipie.ai', samplePages, {groups, file: 'synonyms.txt'});
    await expect(writing).rejects.toBeInstanceOf(SynonymError);
    await expect(writing).rejects.toThrow(/synonyms\.txt:2: "zzyzxq" names no word in the search index/);
  });
});
