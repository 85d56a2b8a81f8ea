import {availableParallelism} from 'node:os';
import path from 'node:path';
import Tinypool from 'tinypool';

export type ConvertPool = {
  /** The Markdown of a built page's `<main>` (htmlToMarkdown), converted on a worker thread from its file. */
  convert: (page: {file: string; route: string}) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A worker's heap, capped: a page's conversion keeps little once done, yet a worker left at V8's
 * default limit (a share of the machine's memory) grows its heap over a big site's pages before it
 * collects, beside the heap of the main thread and of the build's other workers.
 */
const WORKER_LIMITS = {maxOldGenerationSizeMb: 256};

/**
 * Converts built pages to Markdown on worker threads (tinypool), one per core: the conversion is
 * CPU-bound, and on the main thread it shared that thread with the pass over the pages and its heap
 * with everything the build still holds. The pass ends long before the conversions do, so a worker
 * for the main thread's core too keeps that core busy afterwards, where one worker fewer left it
 * idle through most of the finishes. Each worker has a heap of its own, so no more workers than
 * cores. A worker reads and parses the page itself, so the main thread holds no page for it meanwhile.
 */
export function createConvertPool(site: {siteUrl: string; routes: readonly string[]}): ConvertPool {
  const threads = availableParallelism();
  const pool = new Tinypool({
    filename: path.join(__dirname, 'convertWorker.cjs'),
    minThreads: threads,
    maxThreads: threads,
    workerData: {siteUrl: site.siteUrl, routes: [...site.routes]},
    resourceLimits: WORKER_LIMITS,
    // Every page is handed to a worker as soon as it is read, not when a worker asks for the next: a
    // worker asks through the main thread, which the pass over the pages and the other steps' finishes
    // keep busy for seconds at a time, and the workers sat idle meanwhile. A worker converts one page
    // at a time whatever it holds (the conversion is synchronous), so this holds only the pages' paths.
    concurrentTasksPerWorker: Math.max(1, site.routes.length),
  });
  return {
    convert: (page) => pool.run(page) as Promise<string>,
    close: () => pool.destroy(),
  };
}
