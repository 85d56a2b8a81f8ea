import {createHash} from 'node:crypto';
import {mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {MANIFEST_FILE} from '../../src/search/constants';
import {encodeIndex, INDEX_FORMAT, type IndexManifest} from '../../src/search/indexFile';
import type {PageOutline} from '../../src/search/pageOutline';

export type WrittenIndex = {manifest: IndexManifest; indexFile: string; bytes: number};

/**
 * Writes `index.<hash>.json` (named by its content, so hosts may cache it
 * forever) and `manifest.json` naming it, removing index files of earlier runs.
 */
export async function writeIndex(dir: string, siteUrl: string, pages: readonly PageOutline[]): Promise<WrittenIndex> {
  const json = JSON.stringify(encodeIndex(siteUrl, pages));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const indexFile = `index.${hash}.json`;
  const manifest: IndexManifest = {
    format: INDEX_FORMAT,
    index: indexFile,
    pages: pages.length,
    records: pages.reduce((sum, page) => sum + 1 + page.entries.length, 0),
  };
  await mkdir(dir, {recursive: true});
  const stale = (await readdir(dir)).filter((file) => /^index\.[0-9a-f]+\.json$/.test(file) && file !== indexFile);
  await Promise.all(stale.map((file) => rm(path.join(dir, file))));
  await writeFile(path.join(dir, indexFile), json);
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return {manifest, indexFile, bytes: Buffer.byteLength(json)};
}
