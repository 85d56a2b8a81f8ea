import type {Browser} from 'playwright-core';
import {NETWORK_IDLE_MS, watchNetwork} from './networkIdle';

/** A phone: touch, mobile viewport, as a reader holds it. */
export const phoneViewport = {viewport: {width: 375, height: 812}, isMobile: true, hasTouch: true} as const;

export type FetchRecord = {url: string; bytes: number; afterLoad: boolean};

export type IdleRequests = {
  page: string;
  /** Requests from navigation until the network has been idle for `idleMs`. */
  requests: number;
  /** Bytes on the wire (headers and encoded bodies) for those requests. */
  bytes: number;
  /** Of those, the requests made after the load event: prefetches and lazy loads while the reader reads. */
  requestsAfterLoad: number;
  bytesAfterLoad: number;
  /** <link rel="prefetch"> elements in the document at the end. */
  prefetchLinks: number;
};

export function summarizeFetches(page: string, fetches: readonly FetchRecord[], prefetchLinks: number): IdleRequests {
  const after = fetches.filter((f) => f.afterLoad);
  const sum = (list: readonly FetchRecord[]) => list.reduce((total, f) => total + f.bytes, 0);
  return {
    page,
    requests: fetches.length,
    bytes: sum(fetches),
    requestsAfterLoad: after.length,
    bytesAfterLoad: sum(after),
    prefetchLinks,
  };
}

/**
 * Loads a page as a phone and records every request it makes until the network has been idle for
 * `idleMs`, with no scrolling or touching: what the page fetches on its own while the reader reads
 * the first screen.
 */
export async function measureIdleRequests(
  browser: Browser,
  label: string,
  url: string,
  idleMs = NETWORK_IDLE_MS,
): Promise<IdleRequests> {
  const context = await browser.newContext(phoneViewport);
  const page = await context.newPage();
  // Set by the load event as the page reports it, in order with its requests.
  let loaded = false;
  page.once('load', () => (loaded = true));
  const pending: Promise<FetchRecord>[] = [];
  page.on('request', (request) => {
    const afterLoad = loaded;
    pending.push(
      (async () => {
        await request.response().catch(() => null);
        const sizes = await request.sizes().catch(() => ({responseHeadersSize: 0, responseBodySize: 0}));
        return {
          url: request.url(),
          afterLoad,
          bytes: Math.max(0, sizes.responseHeadersSize) + Math.max(0, sizes.responseBodySize),
        };
      })(),
    );
  });
  const network = watchNetwork(page);
  await page.goto(url, {waitUntil: 'load'});
  await network.idle(idleMs);
  const prefetchLinks = await page.locator('link[rel="prefetch"]').count();
  const fetches = await Promise.all(pending);
  await context.close();
  return summarizeFetches(label, fetches, prefetchLinks);
}
