import {readFileSync} from 'node:fs';
import path from 'node:path';
import {INDEX_ROUTE, MANIFEST_FILE} from './constants';
import {decodeIndex, type IndexManifest} from './indexFile';
import {recordsOf} from './indexLoader';
import type {PageOutline} from './pageOutline';
import type {DocSearchRecord} from './records';

/**
 * The one reader of an index on disk (Node only): what `npm run build` wrote
 * into a build folder, for the scripts, the tests and the MCP server's tests.
 */
export type BuiltIndex = {
  /** The folder holding the manifest and the index file. */
  dir: string;
  manifest: IndexManifest;
  /** The index file's path. */
  indexFile: string;
  /** The index file as parsed JSON (see indexFile.ts for its format). */
  data: unknown;
};

/** The index in `dir`, a folder holding a manifest. */
export function readIndexDir(dir: string): BuiltIndex {
  let manifest: IndexManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as IndexManifest;
  } catch {
    throw new Error(`No search index in ${dir}: run \`npm run build\` first.`);
  }
  const indexFile = path.join(dir, manifest.index);
  return {dir, manifest, indexFile, data: JSON.parse(readFileSync(indexFile, 'utf8'))};
}

/** The index `npm run build` wrote into `buildDir`. */
export function readBuiltIndex(buildDir: string): BuiltIndex {
  return readIndexDir(path.join(buildDir, INDEX_ROUTE));
}

/** The records of the index in `buildDir`, the same records the hosted index holds. */
export function readBuiltRecords(buildDir: string): DocSearchRecord[] {
  return recordsOf(readBuiltIndex(buildDir).data);
}

/** The page outlines of the index in `indexDir` (a folder holding a manifest). */
export function readIndexPages(indexDir: string): PageOutline[] {
  return decodeIndex(readIndexDir(indexDir).data).pages;
}
