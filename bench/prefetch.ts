/**
 * What a phone downloads on its own: a guide page loaded at 375 px, every request until the network
 * has been idle for 2 s (bench/networkIdle.ts), without scrolling or touching. Side by side
 * with the stock classic template's first guide page, in the same run: the template is built once into
 * bench-results/stock-template/ (gitignored, as `npm run bench` does) and reused while the Docusaurus
 * version matches.
 *   npm run bench:prefetch                  this site's build/ and the stock template
 *   npm run bench:prefetch -- --stock DIR   a stock build already made with baseUrl /docs/ into DIR
 * Both are served the same way (gzip, from localhost). Prints, asserts nothing.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {launchChromium} from '../test/support/chromium';
import {startNginx} from '../scripts/lib/nginxServer';
import {measureIdleRequests, phoneViewport, type IdleRequests} from './idleRequests';
import {prepareStockSite} from './lib/stockSite';
import {NETWORK_IDLE_MS} from './networkIdle';
import {loadedAssets, type LoadedAsset} from './pageWeight';
import {SITE_PAGES, STOCK_PAGES} from './pageTypes';

const ourGuide = SITE_PAGES.guide;
// The stock template's first guide page.
const stockGuide = STOCK_PAGES.guide!;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

type Measured = IdleRequests & {jsByLoad: number; jsInAll: number};

async function measureSite(label: string, root: string, relative: string): Promise<Measured> {
  const server = await startNginx({root: path.resolve(root), basePath: '/docs/', config: 'static'});
  const browser = await launchChromium();
  try {
    const url = new URL(relative, server.url).toString();
    const requests = await measureIdleRequests(browser, label, url);
    // The scripts' gzip bytes, as the byte budgets (e2e/pageBudgets.spec.ts) count them, in a fresh context.
    const context = await browser.newContext(phoneViewport);
    const assets = await loadedAssets(await context.newPage(), url);
    await context.close();
    const js = (list: LoadedAsset[]) => list.filter((a) => a.kind === 'js').reduce((sum, a) => sum + a.gzip, 0);
    return {...requests, jsByLoad: js(assets.filter((a) => !a.afterLoad)), jsInAll: js(assets)};
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main() {
  const {values} = parseArgs({options: {stock: {type: 'string'}}});
  const stockDir =
    values.stock ?? (await prepareStockSite(process.cwd(), path.resolve('bench-results', 'stock-template'))).buildDir;
  const ours = await measureSite(`APIpie /docs/${ourGuide}`, 'build', ourGuide);
  const stock = await measureSite(`stock template /docs/${stockGuide}`, stockDir, stockGuide);
  console.log(`A guide page on a phone (375 px), until the network has been idle for ${NETWORK_IDLE_MS / 1000} s:`);
  console.table(
    [ours, stock].map((r) => ({
      page: r.page,
      requests: r.requests,
      transferred: kb(r.bytes),
      'after load': r.requestsAfterLoad,
      'after load KiB': kb(r.bytesAfterLoad),
      'prefetch links': r.prefetchLinks,
      'JS gzip by load': kb(r.jsByLoad),
      'JS gzip in all': kb(r.jsInAll),
    })),
  );
  console.log(
    `Guide JS, gzip, in all: ${kb(ours.jsInAll)} against stock's ${kb(stock.jsInAll)} ` +
      `(${(ours.jsInAll / stock.jsInAll).toFixed(2)}x); by the load event ${kb(ours.jsByLoad)} against ${kb(stock.jsByLoad)}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
