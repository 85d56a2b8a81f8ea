import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {build} from 'esbuild';
import type {Browser, Page} from 'playwright-core';
import type {ByteCounter} from '../staticServer';
import type {HarnessGlobal} from './protocol';

/** The folder under the served root that holds the harness page and its bundles. */
export const HARNESS_DIR = 'bench-harness';

/**
 * Writes the harness page and bundles its script and this site's search
 * worker (minified, as the site ships them) into `<servedRoot>/bench-harness/`.
 */
export async function writeHarness(servedRoot: string): Promise<void> {
  const dir = path.join(servedRoot, HARNESS_DIR);
  await mkdir(dir, {recursive: true});
  const common = {bundle: true, minify: true, platform: 'browser', target: 'es2022', logLevel: 'warning'} as const;
  // Split as the site's bundler splits: the package loads its in-page engine with a dynamic import.
  await build({
    ...common,
    entryPoints: {harness: path.join(__dirname, 'entry.ts')},
    outdir: dir,
    splitting: true,
    format: 'esm',
  });
  await build({
    ...common,
    entryPoints: [require.resolve('apipie-docs-search/worker')],
    outfile: path.join(dir, 'search.worker.js'),
    format: 'iife',
  });
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>search bench</title>' +
      '<script type="module" src="harness.js"></script></head><body></body></html>',
  );
}

export type EngineTarget = {engine: 'ours'; manifest: string} | {engine: 'pagefind'; bundle: string; basePath: string};

function harnessUrl(serverUrl: string, target: EngineTarget): string {
  const url = new URL(`${HARNESS_DIR}/index.html`, serverUrl);
  url.searchParams.set('engine', target.engine);
  if (target.engine === 'ours') {
    url.searchParams.set('manifest', target.manifest);
    url.searchParams.set('worker', `/${HARNESS_DIR}/search.worker.js`);
  } else {
    url.searchParams.set('bundle', target.bundle);
    url.searchParams.set('base', target.basePath);
  }
  return url.toString();
}

async function openHarness(
  browser: Browser,
  serverUrl: string,
  target: EngineTarget,
): Promise<{page: Page; close: () => Promise<void>}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(harnessUrl(serverUrl, target));
  await page.waitForFunction(() => 'harness' in window);
  await page.evaluate(() => (window as unknown as {harness: HarnessGlobal}).harness.ready);
  return {page, close: () => context.close()};
}

function search(page: Page, query: string, size: number) {
  return page.evaluate(
    ([q, n]) => (window as unknown as {harness: HarnessGlobal}).harness.search(q as string, n as number),
    [query, size] as const,
  );
}

/** The first screen of every query, in one warm page. */
export async function firstScreens(
  browser: Browser,
  serverUrl: string,
  target: EngineTarget,
  queries: readonly string[],
  size: number,
) {
  const {page, close} = await openHarness(browser, serverUrl, target);
  try {
    const screens: string[][][] = [];
    for (const query of queries) screens.push((await search(page, query, size)).screen);
    return screens;
  } finally {
    await close();
  }
}

/**
 * What a visitor's browser fetches for one first search: a fresh page, the
 * engine started and `query` searched, counting every response but the
 * harness's own page and script (the engine's code is counted: the worker
 * for ours, pagefind.js and its WebAssembly for Pagefind).
 */
export async function firstSearchBytes(
  browser: Browser,
  serverUrl: string,
  counter: ByteCounter,
  target: EngineTarget,
  query: string,
  size: number,
): Promise<{bytes: number; files: {path: string; bytes: number}[]}> {
  counter.reset();
  const {page, close} = await openHarness(browser, serverUrl, target);
  try {
    await search(page, query, size);
    const own = new Set([`/${HARNESS_DIR}/index.html`, `/${HARNESS_DIR}/harness.js`]);
    const files = counter.sent.filter((sent) => !own.has(sent.path));
    return {bytes: files.reduce((sum, file) => sum + file.bytes, 0), files};
  } finally {
    await close();
  }
}

/**
 * Keystroke-to-results: each query typed one character at a time into a
 * warm page (the engine loaded by a first search), timing in the page from
 * the keystroke's query to the first screen's data.
 */
export async function keystrokeTimes(
  browser: Browser,
  serverUrl: string,
  target: EngineTarget,
  queries: readonly string[],
  size: number,
): Promise<number[]> {
  const {page, close} = await openHarness(browser, serverUrl, target);
  try {
    await search(page, 'privacy', size);
    return await page.evaluate(
      async ([list, n]) => {
        const harness = (window as unknown as {harness: HarnessGlobal}).harness;
        const times: number[] = [];
        for (const query of list as string[]) {
          for (let i = 1; i <= query.length; i++) {
            const started = performance.now();
            await harness.search(query.slice(0, i), n as number);
            times.push(performance.now() - started);
          }
        }
        return times;
      },
      [queries, size] as const,
    );
  } finally {
    await close();
  }
}
