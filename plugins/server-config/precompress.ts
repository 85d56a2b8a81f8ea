import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|xml|xsl|svg|txt|md|osdx|yaml|yml|ico)$/;
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 512;
/**
 * Brotli quality 5: 0.8 s for the whole build on one core, against 106 s at
 * the maximum quality 11 for 11% fewer bytes (measured on this site, 20 MB
 * of text). gzip level 6 is within 1% of level 9 at half the time.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** What compressing one file wrote: its size and the sizes of its `.br` and `.gz` files. */
export type Compressed = {bytes: number; brotliBytes: number; gzipBytes: number};

export type PrecompressSummary = Compressed & {files: number};

export const isCompressible = (file: string) => COMPRESSIBLE.test(file);

/**
 * Files compressed at once. zlib works on libuv's thread pool, a few threads: a file started beyond
 * them only waits, holding its text and its compressors' buffers, and a build that starts every file
 * at once holds all of them together.
 */
const FILES_IN_FLIGHT = 4;
let inFlight = 0;
const waiting: (() => void)[] = [];

/** Runs `task` once fewer than FILES_IN_FLIGHT others run; the next waiting task starts when it ends. */
async function inTurn<Result>(task: () => Promise<Result>): Promise<Result> {
  if (inFlight >= FILES_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
  else inFlight += 1;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  }
}

/**
 * Writes `file.br` and `file.gz` next to one file for nginx's brotli_static and gzip_static, unless
 * compression would not save anything; returns what it wrote, or null. `text` is the file's content
 * when the caller has read it already: used when the file starts at once. A file that waits its turn
 * is read again then, not held meanwhile: the pass over the built pages runs without a break, so every
 * page it hands over waits, and holding their text held every page of the site at once. The work runs
 * on zlib's threads, beside the main thread.
 */
export function compressFile(root: string, relative: string, text?: string): Promise<Compressed | null> {
  return inFlight < FILES_IN_FLIGHT ? inTurn(() => compressNow(root, relative, text)) : compressInTurn(root, relative);
}

/**
 * A waiting file's compression, made apart from compressFile: closures made in one call share its
 * scope, so a waiting closure made there would hold `text` though it never reads it.
 */
function compressInTurn(root: string, relative: string): Promise<Compressed | null> {
  return inTurn(() => compressNow(root, relative));
}

async function compressNow(root: string, relative: string, text?: string): Promise<Compressed | null> {
  const file = path.join(root, relative);
  const body = text === undefined ? await readFile(file) : Buffer.from(text);
  if (body.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length},
    }),
    gzipAsync(body, {level: GZIP_LEVEL}),
  ]);
  if (br.length >= body.length) return null;
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return {bytes: body.length, brotliBytes: br.length, gzipBytes: gz.length};
}

/** `compressFile` for every compressible file given; returns what it wrote, by file. */
export async function precompress(
  root: string,
  relativeFiles: readonly string[],
  /** Files already read, by relative path: not read again. */
  known: ReadonlyMap<string, string> = new Map(),
  /** Sizes already known, by relative path: a file too small to compress is not read. */
  sizes: ReadonlyMap<string, number> = new Map(),
): Promise<Map<string, Compressed>> {
  const written = new Map<string, Compressed>();
  const worthReading = (relative: string) => (sizes.get(relative) ?? MIN_BYTES) >= MIN_BYTES;
  await Promise.all(
    relativeFiles
      .filter((relative) => isCompressible(relative) && worthReading(relative))
      .map(async (relative) => {
        const compressed = await compressFile(root, relative, known.get(relative));
        if (compressed) written.set(relative, compressed);
      }),
  );
  return written;
}

export function summarize(compressed: Iterable<Compressed>): PrecompressSummary {
  const summary: PrecompressSummary = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  for (const {bytes, brotliBytes, gzipBytes} of compressed) {
    summary.files += 1;
    summary.bytes += bytes;
    summary.brotliBytes += brotliBytes;
    summary.gzipBytes += gzipBytes;
  }
  return summary;
}
