import {readFileSync} from 'node:fs';
import path from 'node:path';
import {INDEX_ROUTE, MANIFEST_FILE} from './constants';
import {SearchEngine, type IndexFiles} from './engine';
import {fileNames, isManifest, MANIFEST_FORMAT_ERROR, type IndexManifest} from './indexFormat';
import {decodeOutlines} from './outlines';
import {pageRecords, type PageOutline} from './pageOutline';
import type {DocSearchRecord} from './records';

/**
 * The one reader of an index on disk (Node only): what `npm run build` wrote
 * into a build folder, for the scripts, the tests and the MCP server's tests.
 */
export type BuiltIndex = {
  /** The folder holding the manifest and the index files. */
  dir: string;
  manifest: IndexManifest;
  /** The index's files, read from `dir`. */
  files: IndexFiles;
};

/** The index in `dir`, a folder holding a manifest. */
export function readIndexDir(dir: string): BuiltIndex {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new Error(`No search index in ${dir}: run \`npm run build\` first.`);
  }
  if (!isManifest(manifest))
    throw new Error(`${path.join(dir, MANIFEST_FILE)}: ${MANIFEST_FORMAT_ERROR}; run \`npm run build\` again.`);
  const read = async (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown;
  return {dir, manifest, files: {manifest, read}};
}

/** The index `npm run build` wrote into `buildDir`. */
export function readBuiltIndex(buildDir: string): BuiltIndex {
  return readIndexDir(path.join(buildDir, INDEX_ROUTE));
}

/** The search engine over the index in `buildDir`, as the site's search runs it. */
export function openBuiltEngine(buildDir: string): Promise<SearchEngine> {
  return SearchEngine.open(readBuiltIndex(buildDir).files);
}

/** The page outlines of the index in `indexDir` (a folder holding a manifest). */
export function readIndexPages(indexDir: string): PageOutline[] {
  const {dir, manifest} = readIndexDir(indexDir);
  return decodeOutlines(JSON.parse(readFileSync(path.join(dir, fileNames.outlines(manifest.hash)), 'utf8'))).pages;
}

/** Every record of the index in `buildDir`, the same records the hosted index holds. */
export function readBuiltRecords(buildDir: string): DocSearchRecord[] {
  const {manifest} = readBuiltIndex(buildDir);
  return readIndexPages(path.join(buildDir, INDEX_ROUTE)).flatMap((page) => pageRecords(page, manifest.siteUrl));
}
