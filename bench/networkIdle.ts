import type {Page} from 'playwright-core';

/** How long the network must stay quiet before a page is taken to have fetched all it fetches on its own. */
export const NETWORK_IDLE_MS = 2_000;

/**
 * Watches `page`'s requests from now on. `idle()` resolves once none is in flight and none has started
 * or ended for `idleMs`: what a reader's browser downloads with nothing touched, route chunks and
 * prefetches that arrive after the load event included. Playwright's own `networkidle` waits 500 ms
 * only, and the load event none.
 */
export function watchNetwork(page: Page) {
  const inFlight = new Map<unknown, string>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight.set(request, request.url());
    lastActivity = Date.now();
  });
  const settle = (request: unknown) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async idle(idleMs = NETWORK_IDLE_MS): Promise<void> {
      for (;;) {
        const quietFor = Date.now() - lastActivity;
        if (inFlight.size === 0 && quietFor >= idleMs) return;
        await page.waitForTimeout(Math.max(50, idleMs - quietFor));
      }
    },
  };
}
