import {gzipSync} from 'node:zlib';
import type {Browser, Page} from 'playwright-core';
import {NETWORK_IDLE_MS, watchNetwork} from './networkIdle';

export type AssetKind = 'js' | 'css';

/** One script or stylesheet a page fetched; `afterLoad`: requested after the load event. */
export type LoadedAsset = {url: string; kind: AssetKind; raw: number; gzip: number; afterLoad: boolean};

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

/** A script or stylesheet, whether the page runs it now or prefetches it (`<link rel="prefetch">`) for later. */
function assetKind(resourceType: string, url: string): AssetKind | null {
  const {pathname} = new URL(url);
  if (resourceType === 'script' || pathname.endsWith('.js')) return 'js';
  if (resourceType === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return null;
}

/**
 * Loads `url` in `page` and returns every script and stylesheet it fetched until hydrated and the network
 * has been idle for NETWORK_IDLE_MS: what the reader downloads, not only what arrives by the load event.
 */
export async function loadedAssets(page: Page, url: string, idleMs = NETWORK_IDLE_MS): Promise<LoadedAsset[]> {
  const pending: Promise<LoadedAsset | null>[] = [];
  // Set by the load event as the page reports it, in order with its requests.
  let loaded = false;
  page.once('load', () => (loaded = true));
  const requestedAfterLoad = new WeakMap<object, boolean>();
  page.on('request', (request) => requestedAfterLoad.set(request, loaded));
  page.on('response', (response) => {
    const kind = assetKind(response.request().resourceType(), response.url());
    if (!kind) return;
    const afterLoad = requestedAfterLoad.get(response.request()) ?? loaded;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          kind,
          raw: body.length,
          gzip: gzipSync(body, {level: 9}).length,
          afterLoad,
        }))
        .catch(() => null),
    );
  });
  const network = watchNetwork(page);
  await page.goto(url, {waitUntil: 'load'});
  // Docusaurus marks the page once React has hydrated it; what it fetches on its own may come later.
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await network.idle(idleMs);
  return (await Promise.all(pending)).filter((a): a is LoadedAsset => a !== null);
}

/** Loads a page in Chromium and adds up every script and stylesheet it fetched. */
export async function measurePageWeight(browser: Browser, label: string, url: string): Promise<PageWeight> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const assets = await loadedAssets(await context.newPage(), url);
  await context.close();
  return summarizeAssets(label, assets);
}
