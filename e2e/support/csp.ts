import type {Page} from 'playwright-core';

/**
 * Makes a page record every Content-Security-Policy violation it reports,
 * from the first byte of the document on; the returned function reads them.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, {__cspViolations: seen});
    document.addEventListener('securitypolicyviolation', (event) => {
      const source = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${source}: ${event.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations);
}
