import {writeFileSync} from 'node:fs';
import {mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import {setImmediate as turn} from 'node:timers/promises';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {MANIFEST_FILE} from '../constants';
import {buildIndexFiles} from '../indexBuilder';
import {INDEX_FILE, type IndexManifest} from '../indexFormat';
import type {PageOutline} from '../pageOutline';
import {unknownSynonyms, type SynonymGroup} from '../synonyms';

export type WrittenIndex = {manifest: IndexManifest; files: number; bytes: number};

export class SynonymError extends Error {}

const FILES_PER_TURN = 500;

/**
 * Writes the split index (../indexFormat.ts: content-hashed files,
 * so hosts may cache them forever) and `manifest.json` naming their hash,
 * removing index files of earlier runs. Stops when a synonym names a word
 * no page uses, naming the file and line.
 */
export async function writeIndex(
  dir: string,
  siteUrl: string,
  pages: readonly PageOutline[],
  synonyms: {groups: readonly SynonymGroup[]; file: string; check?: boolean} = {groups: [], file: ''},
): Promise<WrittenIndex> {
  const {manifest, files, vocabulary} = buildIndexFiles({siteUrl, pages, synonyms: synonyms.groups});
  const unknown =
    synonyms.check === false ? [] : unknownSynonyms(synonyms.groups, synonyms.file, (term) => vocabulary.has(term));
  if (unknown.length > 0) throw new SynonymError(unknown.join('\n'));
  await mkdir(dir, {recursive: true});
  const stale = (await readdir(dir)).filter((file) => INDEX_FILE.test(file) && !files.has(file));
  await Promise.all(stale.map((file) => rm(path.join(dir, file))));
  // Written synchronously: the files are many and small, and each asynchronous write would wait for one
  // of libuv's few threads. The loop yields now and then, so that where it runs on the main thread (the
  // dev server), what else waits there goes on.
  let bytes = 0;
  let written = 0;
  for (const [name, text] of files) {
    bytes += Buffer.byteLength(text);
    writeFileSync(path.join(dir, name), text);
    if (++written % FILES_PER_TURN === 0) await turn();
  }
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return {manifest, files: files.size, bytes};
}

/**
 * `writeIndex` on a worker thread of its own. A build calls it while its other steps still need the
 * main thread: building the index and writing its many files take seconds of one core, and on the
 * main thread they held up the other steps' workers, which wait for it to hand them their next task.
 * The outlines are copied to the worker; a bad synonym fails as a SynonymError, as in `writeIndex`.
 */
export function writeIndexOnWorker(
  dir: string,
  siteUrl: string,
  pages: readonly PageOutline[],
  synonyms: {groups: readonly SynonymGroup[]; file: string; check?: boolean} = {groups: [], file: ''},
): Promise<WrittenIndex> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'writeIndexWorker.cjs'), {
      workerData: {dir, siteUrl, pages, synonyms},
    });
    let answered = false;
    worker.once('message', (message: {written: WrittenIndex} | {error: {message: string; synonyms: boolean}}) => {
      answered = true;
      if ('written' in message) resolve(message.written);
      else reject(message.error.synonyms ? new SynonymError(message.error.message) : new Error(message.error.message));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the search index's worker ended (exit ${code}) before writing the index`));
    });
  });
}
