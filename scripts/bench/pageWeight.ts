import {gzipSync} from 'node:zlib';
import type {Browser, Page} from 'playwright-core';

export type AssetKind = 'js' | 'css';

export type LoadedAsset = {url: string; kind: AssetKind; raw: number; gzip: number};

export type PageWeight = {
  page: string;
  js: {raw: number; gzip: number; files: number};
  css: {raw: number; gzip: number; files: number};
};

/** Adds up what one page load fetched, per asset kind. */
export function summarizeAssets(page: string, assets: readonly LoadedAsset[]): PageWeight {
  const total = (kind: AssetKind) => {
    const of = assets.filter((a) => a.kind === kind);
    return {
      raw: of.reduce((sum, a) => sum + a.raw, 0),
      gzip: of.reduce((sum, a) => sum + a.gzip, 0),
      files: of.length,
    };
  };
  return {page, js: total('js'), css: total('css')};
}

/** The main bundle Docusaurus names `main.<hash>.js`. */
export function isMainBundle(url: string): boolean {
  return /\/main\.[0-9a-f]+\.js$/.test(new URL(url).pathname);
}

/** Loads `url` in `page` until the network is idle and returns every script and stylesheet it fetched. */
export async function loadedAssets(page: Page, url: string): Promise<LoadedAsset[]> {
  const pending: Promise<LoadedAsset | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const kind: AssetKind | null = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (!kind) return;
    pending.push(
      response
        .body()
        .then((body) => ({url: response.url(), kind, raw: body.length, gzip: gzipSync(body, {level: 9}).length}))
        .catch(() => null),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  // Docusaurus marks the page once React has hydrated it: every chunk the page needs has arrived by then.
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((a): a is LoadedAsset => a !== null);
}

/** Loads a page in Chromium and adds up every script and stylesheet it fetched. */
export async function measurePageWeight(browser: Browser, label: string, url: string): Promise<PageWeight> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const assets = await loadedAssets(await context.newPage(), url);
  await context.close();
  return summarizeAssets(label, assets);
}
