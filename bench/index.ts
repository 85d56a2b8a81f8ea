/**
 * Benchmarks, not tests: prints figures, asserts nothing (byte budgets are
 * enforced by e2e/pageBudgets.spec.ts). Side by side with the stock classic
 * template of the same Docusaurus version, built once into
 * bench-results/stock-template/ (gitignored) and measured in the same run.
 *   npm run bench                     cold build, then weights and Lighthouse
 *   npm run bench -- --no-build       reuse the existing build/
 *   npm run bench -- --site-build DIR measure another build of this site (e.g. an older one)
 *   npm run bench -- --runs 5         Lighthouse runs per page (median; default 3)
 * Results are also written to bench-results/bench.json.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {launchChromium} from '../test/support/chromium';
import {startNginx} from '../scripts/lib/nginxServer';
import {prepareStockSite} from './lib/stockSite';
import {medianScores, runLighthouse, type LighthouseScores} from './lighthouse';
import {PAGE_TYPES, SITE_PAGES, STOCK_PAGES, type PageType} from './pageTypes';
import {measurePageWeight, type PageWeight} from './pageWeight';

/** Ports of the two nginx servers (this bench's range); both sides are served as a plain static host, alike. */
const PORTS = {site: 4101, stock: 4102};

type SiteResult = {
  buildSeconds: number | null;
  pages: Partial<Record<PageType, {weight: PageWeight; lighthouse: LighthouseScores}>>;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => Math.round(value).toString();

function measureBuild(): number {
  execFileSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
  const start = process.hrtime.bigint();
  // The whole production build as CI runs it: API generation, Docusaurus, the search index.
  execFileSync('npm', ['run', 'build'], {stdio: 'ignore'});
  return Number(process.hrtime.bigint() - start) / 1e9;
}

async function measureSite(
  buildDir: string,
  port: number,
  pages: Partial<Record<PageType, string>>,
  runs: number,
): Promise<SiteResult['pages']> {
  const server = await startNginx({root: buildDir, basePath: '/docs/', config: 'static', port});
  const result: SiteResult['pages'] = {};
  try {
    const browser = await launchChromium();
    const weights: Partial<Record<PageType, PageWeight>> = {};
    for (const type of PAGE_TYPES) {
      const relative = pages[type];
      if (relative !== undefined)
        weights[type] = await measurePageWeight(browser, type, new URL(relative, server.url).toString());
    }
    await browser.close();
    for (const type of PAGE_TYPES) {
      const relative = pages[type];
      const weight = weights[type];
      if (relative === undefined || !weight) continue;
      const scores: LighthouseScores[] = [];
      for (let run = 0; run < runs; run++)
        scores.push(await runLighthouse(type, new URL(relative, server.url).toString(), 'mobile'));
      result[type] = {weight, lighthouse: medianScores(scores)};
      process.stderr.write('.');
    }
  } finally {
    await server.close();
  }
  return result;
}

/** `ours / stock` for one figure; a dash where the stock template has no such page. */
function pair(ours: string | undefined, stock: string | undefined): string {
  return `${ours ?? '—'} / ${stock ?? '—'}`;
}

function printTables(site: SiteResult, stock: SiteResult): void {
  console.log(
    '\nPer page type, ours / stock (JS and CSS in KiB gzip as loaded by the page; Lighthouse mobile, median):',
  );
  console.table(
    PAGE_TYPES.map((type) => {
      const o = site.pages[type];
      const s = stock.pages[type];
      const fig = (get: (r: NonNullable<typeof o>) => string) => pair(o && get(o), s && get(s));
      return {
        page: type,
        'JS KiB': fig((r) => kb(r.weight.js.gzip)),
        'CSS KiB': fig((r) => kb(r.weight.css.gzip)),
        perf: fig((r) => String(r.lighthouse.performance)),
        'FCP ms': fig((r) => ms(r.lighthouse.fcp)),
        'LCP ms': fig((r) => ms(r.lighthouse.lcp)),
        'TBT ms': fig((r) => ms(r.lighthouse.tbt)),
        CLS: fig((r) => r.lighthouse.cls.toFixed(3)),
        'a11y/BP/SEO': fig((r) => `${r.lighthouse.accessibility}/${r.lighthouse.bestPractices}/${r.lighthouse.seo}`),
      };
    }),
  );
  const seconds = (value: number | null) => (value === null ? 'not measured' : `${value.toFixed(1)} s`);
  console.log(
    `Build: ours ${seconds(site.buildSeconds)} (npm run build, cold), stock ${seconds(stock.buildSeconds)} (docusaurus build, first time)`,
  );
}

async function main() {
  const {values} = parseArgs({
    options: {
      'no-build': {type: 'boolean', default: false},
      'site-build': {type: 'string'},
      runs: {type: 'string', default: '3'},
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  const siteBuild = path.resolve(values['site-build'] ?? 'build');

  const stockSite = await prepareStockSite(process.cwd(), path.resolve('bench-results', 'stock-template'));
  const buildSeconds = values['no-build'] || values['site-build'] ? null : measureBuild();

  const site: SiteResult = {buildSeconds, pages: await measureSite(siteBuild, PORTS.site, SITE_PAGES, runs)};
  const stock: SiteResult = {
    buildSeconds: stockSite.buildSeconds,
    pages: await measureSite(stockSite.buildDir, PORTS.stock, STOCK_PAGES, runs),
  };
  console.log(`\nSite build measured: ${siteBuild}`);
  printTables(site, stock);

  mkdirSync('bench-results', {recursive: true});
  writeFileSync('bench-results/bench.json', JSON.stringify({site, stock}, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
