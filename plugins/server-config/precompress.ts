import path from 'node:path';
import Tinypool from 'tinypool';

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|xml|xsl|svg|txt|md|osdx|yaml|yml|ico)$/;
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 512;
/**
 * Brotli quality 5 and gzip level 6: at the top levels the build's compression would take many times as
 * long for a few percent fewer bytes.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** What compressing one file wrote: its size and the sizes of its `.br` and `.gz` files. */
export type Compressed = {bytes: number; brotliBytes: number; gzipBytes: number};

export type PrecompressSummary = Compressed & {files: number};

export const isCompressible = (file: string) => COMPRESSIBLE.test(file);

/**
 * The compression thread, started by the first file and closed by `closeCompressor`. One thread: the
 * build's other steps keep both cores busy while it runs, and it keeps up with them. Every file is
 * handed to it at once, as a path: it reads the file when its turn comes, so the queue holds no text.
 */
let pool: Tinypool | null = null;

function compressor(): Tinypool {
  pool ??= new Tinypool({
    filename: path.join(__dirname, 'compressWorker.cjs'),
    minThreads: 1,
    maxThreads: 1,
    workerData: {minBytes: MIN_BYTES, brotliQuality: BROTLI_QUALITY, gzipLevel: GZIP_LEVEL},
    concurrentTasksPerWorker: Number.MAX_SAFE_INTEGER,
  });
  return pool;
}

/** Ends the compression thread once every file handed to it is written; the next file starts another. */
export async function closeCompressor(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}

/**
 * Writes `file.br` and `file.gz` next to one file for nginx's brotli_static and gzip_static, unless
 * compression would not save anything; returns what it wrote, or null. The work runs on the
 * compression thread (compressWorker.cjs), beside the main thread.
 */
export function compressFile(root: string, relative: string): Promise<Compressed | null> {
  return compressor().run({file: path.join(root, relative)}) as Promise<Compressed | null>;
}

/** `compressFile` for every compressible file given; returns what it wrote, by file. */
export async function precompress(
  root: string,
  relativeFiles: readonly string[],
  /** Sizes already known, by relative path: a file too small to compress is not read. */
  sizes: ReadonlyMap<string, number> = new Map(),
): Promise<Map<string, Compressed>> {
  const written = new Map<string, Compressed>();
  const worthReading = (relative: string) => (sizes.get(relative) ?? MIN_BYTES) >= MIN_BYTES;
  await Promise.all(
    relativeFiles
      .filter((relative) => isCompressible(relative) && worthReading(relative))
      .map(async (relative) => {
        const compressed = await compressFile(root, relative);
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
