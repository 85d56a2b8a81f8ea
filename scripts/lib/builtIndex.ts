import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {INDEX_ROUTE, type IndexManifest} from '../../src/search/indexFile';
import {recordsOf} from '../../src/search/indexLoader';
import type {DocSearchRecord} from '../../src/search/records';

export {INDEX_ROUTE};

/** The records of the index `npm run build` wrote into `buildDir`. */
export async function readBuiltRecords(buildDir: string): Promise<DocSearchRecord[]> {
  const dir = path.join(buildDir, INDEX_ROUTE);
  let manifest: IndexManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as IndexManifest;
  } catch {
    throw new Error(`No search index in ${dir}: run \`npm run build\` first.`);
  }
  return recordsOf(JSON.parse(await readFile(path.join(dir, manifest.index), 'utf8')));
}
