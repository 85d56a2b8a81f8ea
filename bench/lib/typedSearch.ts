/**
 * A search typed key by key, as a reader types it, and what it downloads from the key that opens
 * search until the last results are shown: every request and its bytes (gzip at level 9, as
 * bench/firstSearchBudget.built.test.ts counts them). This site's search is typed into the real
 * modal of a served build (its code, worker and index counted); Pagefind through its own
 * `debouncedSearch`, with the Default UI's debounce, in the bench's page harness (pagefind.js, its
 * WebAssembly, its UI's script and styles and its index counted).
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Page} from 'playwright-core';
import {startNginx, type RunningServer} from '../../scripts/lib/nginxServer';
import type {ByteCounter} from './staticServer';
import {HARNESS_DIR} from './harness/run';
import type {HarnessGlobal} from './harness/protocol';

/** `kept`: every key typed reached the search box, in order (see typeIntoModal). */
export type TypedCost = {query: string; bytes: number; requests: number; kept?: boolean};
export type TypedRun = {first: TypedCost[]; later: TypedCost[]};

/** How long nothing new may be asked for before a search counts as done. */
const QUIET_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    const compressible = /\.(?:html|js|json|css)$/.test(file);
    bytes = compressible ? gzipSync(readFileSync(file), {level: 9}).length : statSync(file).size;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

/** Waits until the server's log has not grown for QUIET_MS, then gives its length. */
async function quietLog(server: RunningServer): Promise<number> {
  let count = (await server.requests()).length;
  for (;;) {
    await wait(QUIET_MS);
    const now = (await server.requests()).length;
    if (now === count) return count;
    count = now;
  }
}

/** The site's files among `urls` and their bytes (an analytics beacon, which answers no file, is left out). */
function costOf(buildDir: string, basePath: string, urls: readonly string[], query: string): TypedCost {
  const files = urls
    .map((url) => decodeURIComponent(new URL(url, 'http://localhost').pathname))
    .filter((pathname) => pathname.startsWith(basePath))
    .map((pathname) => pathname.slice(basePath.length))
    .filter((file) => existsSync(path.join(buildDir, file)) && statSync(path.join(buildDir, file)).isFile());
  const bytes = files.reduce((sum, file) => sum + gzipBytes(path.join(buildDir, file)), 0);
  return {query, bytes, requests: files.length};
}

/**
 * Types `query` at `keyMs` a key (right after the shortcut, or into the open modal) and waits for its
 * hits (or the no-results screen). Whether every key reached the box: when some were lost (the modal
 * mounted after them), the query is then filled in whole, so that its search still runs.
 */
async function typeIntoModal(page: Page, query: string, keyMs: number): Promise<boolean> {
  await page.keyboard.type(query, {delay: keyMs});
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  const kept = await page
    .waitForFunction(
      (q) => (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value === q,
      query,
      {timeout: 10_000},
    )
    .then(
      () => true,
      () => false,
    );
  if (!kept) await input.fill(query);
  await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
  return kept;
}

/**
 * Each query's first search on a fresh page of `buildDir` (served by nginx as a static host),
 * typed right after Ctrl+K at `keyMs` a key, then the next query typed on the same page.
 */
export async function typedInSite(
  browser: Browser,
  buildDir: string,
  basePath: string,
  queries: readonly string[],
  keyMs: number,
): Promise<TypedRun> {
  const server = await startNginx({root: path.resolve(buildDir), basePath, config: 'static', logRequests: true});
  const run: TypedRun = {first: [], later: []};
  try {
    for (const [i, query] of queries.entries()) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      try {
        const page = await context.newPage();
        await page.goto(server.url, {waitUntil: 'networkidle'});
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        const start = await quietLog(server);
        await page.keyboard.press('Control+k');
        const kept = await typeIntoModal(page, query, keyMs);
        const afterFirst = await quietLog(server);
        const log = (await server.requests()).slice(start, afterFirst).map((r) => r.url);
        run.first.push({...costOf(buildDir, basePath, log, query), kept});
        const next = queries[(i + 1) % queries.length]!;
        await page.locator('.DocSearch-Input').fill('');
        await quietLog(server);
        const before = (await server.requests()).length;
        const keptLater = await typeIntoModal(page, next, keyMs);
        const afterLater = await quietLog(server);
        const laterLog = (await server.requests()).slice(before, afterLater).map((r) => r.url);
        run.later.push({...costOf(buildDir, basePath, laterLog, `${query} → ${next}`), kept: keptLater});
      } finally {
        await context.close();
      }
    }
  } finally {
    await server.close();
  }
  return run;
}

/**
 * Pagefind as its Default UI searches while a reader types: on each key `debouncedSearch` with the
 * UI's default debounce (300 ms), which preloads the term's index chunks at once and searches once
 * the reader pauses; then the fragments of the first five results, the UI's first page. Counted from
 * the moment the UI's files are fetched (the reader's first key) to the last fragment.
 */
export async function typedInPagefind(
  browser: Browser,
  serverUrl: string,
  counter: ByteCounter,
  pagefindDir: string,
  queries: readonly string[],
  keyMs: number,
): Promise<TypedRun> {
  const run: TypedRun = {first: [], later: []};
  const own = new Set([`/${HARNESS_DIR}/index.html`, `/${HARNESS_DIR}/harness.js`]);
  const count = (query: string): TypedCost => {
    const sent = counter.sent.filter((file) => !own.has(file.path));
    return {query, bytes: sent.reduce((sum, file) => sum + file.bytes, 0), requests: sent.length};
  };
  for (const [i, query] of queries.entries()) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const url = new URL(`${HARNESS_DIR}/index.html`, serverUrl);
      url.searchParams.set('engine', 'none');
      await page.goto(url.toString());
      await page.waitForFunction(() => 'harness' in window);
      counter.reset();
      const type = (text: string) =>
        page.evaluate(
          async ([dir, q, ms]) => {
            type Pagefind = {
              init: () => Promise<void>;
              debouncedSearch: (
                term: string,
                options: object,
                ms: number,
              ) => Promise<{results: {data: () => Promise<unknown>}[]} | null>;
            };
            const w = window as unknown as {pagefind?: Pagefind; harness: HarnessGlobal};
            if (!w.pagefind) {
              // The Default UI's own files, fetched as it starts.
              await Promise.all([fetch(`${dir}pagefind-ui.js`), fetch(`${dir}pagefind-ui.css`)]);
              w.pagefind = (await import(/* @vite-ignore */ `${dir}pagefind.js`)) as Pagefind;
              await w.pagefind.init();
            }
            const pending: Promise<unknown>[] = [];
            let last: Promise<{results: {data: () => Promise<unknown>}[]} | null> = Promise.resolve(null);
            const chars = [...(q as string)];
            for (let n = 1; n <= chars.length; n++) {
              last = w.pagefind.debouncedSearch(chars.slice(0, n).join(''), {}, 300);
              pending.push(last);
              await new Promise((resolve) => setTimeout(resolve, ms as number));
            }
            const found = await last;
            await Promise.all(pending);
            if (found) await Promise.all(found.results.slice(0, 5).map((result) => result.data()));
          },
          [pagefindDir, text, keyMs] as const,
        );
      await type(query);
      run.first.push(count(query));
      counter.reset();
      const next = queries[(i + 1) % queries.length]!;
      await type(next);
      run.later.push(count(`${query} → ${next}`));
    } finally {
      await context.close();
    }
  }
  return run;
}
