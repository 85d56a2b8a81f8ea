/**
 * What a phone fetches on its own: a guide page loaded at 375 px, every
 * request until 5 s after the load event, without scrolling or touching.
 *   npm run bench:prefetch                        this site's build/
 *   npm run bench:prefetch -- --stock DIR         and, side by side, a stock
 *     `create-docusaurus` classic site built with baseUrl /docs/ into DIR
 * Both are served the same way (gzip, from localhost). Prints, asserts nothing.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {launchChromium} from '../lib/chromium';
import {startNginx} from '../lib/nginxServer';
import {measureIdleRequests, type IdleRequests} from './idleRequests';

const ourGuide = 'Features/Completions';
// The stock template's first guide page.
const stockGuide = 'docs/intro';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function measureSite(label: string, root: string, relative: string): Promise<IdleRequests> {
  const server = await startNginx({root: path.resolve(root), basePath: '/docs/', config: 'static'});
  const browser = await launchChromium();
  try {
    return await measureIdleRequests(browser, label, new URL(relative, server.url).toString());
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main() {
  const {values} = parseArgs({options: {stock: {type: 'string'}}});
  const results = [await measureSite(`APIpie /docs/${ourGuide}`, 'build', ourGuide)];
  if (values.stock) results.push(await measureSite(`stock template /docs/${stockGuide}`, values.stock, stockGuide));
  console.log('A guide page on a phone (375 px), load + 5 s idle:');
  console.table(
    results.map((r) => ({
      page: r.page,
      requests: r.requests,
      transferred: kb(r.bytes),
      'after load': r.requestsAfterLoad,
      'after load KiB': kb(r.bytesAfterLoad),
      'prefetch links': r.prefetchLinks,
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
