import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {createCompressor} from './precompress';

describe('createCompressor', () => {
  it('writes a .br and a .gz copy of every compressible file, none of a small or a binary one', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const files = Array.from({length: 24}, (_, n) => `page-${n}.html`);
    for (const [n, file] of files.entries()) writeFileSync(path.join(root, file), `<p>page ${n}</p>\n`.repeat(100 + n));
    writeFileSync(path.join(root, 'small.css'), 'a{color:red}');
    writeFileSync(path.join(root, 'image.png'), 'not text'.repeat(200));

    const compressor = createCompressor(root);
    const written = await compressor.files([...files, 'small.css', 'image.png']);
    await compressor.close();

    expect([...written.keys()].sort()).toEqual([...files].sort());
    for (const skipped of ['small.css', 'image.png'])
      for (const copy of ['br', 'gz']) expect(existsSync(path.join(root, `${skipped}.${copy}`))).toBe(false);
    for (const file of files) {
      const original = readFileSync(path.join(root, file));
      expect(brotliDecompressSync(readFileSync(path.join(root, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(root, `${file}.gz`)))).toEqual(original);
      expect(written.get(file)!.bytes).toBe(original.length);
    }
  });
});
