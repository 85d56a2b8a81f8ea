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

/** Writes the `.br` and `.gz` copies of a build's files, on a thread of its own. */
export type Compressor = {
  /**
   * Writes `file.br` and `file.gz` next to one file (relative to the build's root) for nginx's
   * brotli_static and gzip_static, unless compression would not save anything; returns what it wrote,
   * or null.
   */
  file: (relative: string) => Promise<Compressed | null>;
  /** `file` for every compressible file given; returns what it wrote, by file. */
  files: (
    relativeFiles: readonly string[],
    /** Sizes already known, by relative path: a file too small to compress is not read. */
    sizes?: ReadonlyMap<string, number>,
  ) => Promise<Map<string, Compressed>>;
  /** Ends the thread once every file handed to it is written. */
  close: () => Promise<void>;
};

/**
 * The compression of one build, under `root`: one thread (compressWorker.cjs), beside the main thread.
 * One is enough: the build's other steps keep both cores busy while it runs, and it keeps up with them.
 * Every file is handed to it at once, as a path: it reads the file when its turn comes, so the queue
 * holds no text.
 */
export function createCompressor(root: string): Compressor {
  const pool = new Tinypool({
    filename: path.join(__dirname, 'compressWorker.cjs'),
    minThreads: 1,
    maxThreads: 1,
    workerData: {minBytes: MIN_BYTES, brotliQuality: BROTLI_QUALITY, gzipLevel: GZIP_LEVEL},
    concurrentTasksPerWorker: Number.MAX_SAFE_INTEGER,
  });
  const file = (relative: string) => pool.run({file: path.join(root, relative)}) as Promise<Compressed | null>;
  return {
    file,
    async files(relativeFiles, sizes = new Map()) {
      const written = new Map<string, Compressed>();
      const worthReading = (relative: string) => (sizes.get(relative) ?? MIN_BYTES) >= MIN_BYTES;
      await Promise.all(
        relativeFiles
          .filter((relative) => isCompressible(relative) && worthReading(relative))
          .map(async (relative) => {
            const compressed = await file(relative);
            if (compressed) written.set(relative, compressed);
          }),
      );
      return written;
    },
    close: () => pool.destroy(),
  };
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
