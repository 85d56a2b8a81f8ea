import type {Browser, BrowserContextOptions, Page} from 'playwright-core';
import {afterAll, beforeAll, inject} from 'vitest';
import {launchChromium} from '../../scripts/lib/chromium';

export {chromiumArgs, chromiumPath, launchChromium} from '../../scripts/lib/chromium';

/** Absolute URL of a site path given relative to /docs/ (e.g. 'Terms/privacy'). */
export function siteUrl(relative = ''): string {
  return new URL(relative.replace(/^\//, ''), inject('siteUrl')).toString();
}

export type TrackedPage = Page & {errors: string[]};

/**
 * Shares one Chromium per test file. Pages record console errors, uncaught
 * exceptions and requests to other origins in `errors`.
 */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** `site` is the URL of the site under test when it is not the default build (e.g. the hosted-search build). */
    async newPage(options: BrowserContextOptions = {}, site = siteUrl()): Promise<TrackedPage> {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}, ...options});
      const page = (await context.newPage()) as TrackedPage;
      page.errors = [];
      const origin = new URL(site).origin;
      page.on('console', (message) => {
        if (message.type() === 'error') page.errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => page.errors.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (/^https?:/.test(url) && new URL(url).origin !== origin) {
          page.errors.push(`other origin: ${url}`);
        }
      });
      return page;
    },
  };
}
