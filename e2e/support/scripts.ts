import type {Page} from 'playwright-core';

export type LoadedScript = {url: string; body: string};

/**
 * Makes a page record every script it loads from now on; the returned function
 * waits for their bodies and reads them (an empty body for one the browser no
 * longer holds).
 */
export function recordScripts(page: Page): () => Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .text()
        .catch(() => '')
        .then((body) => ({url: response.url(), body})),
    );
  });
  return () => Promise.all(pending);
}
