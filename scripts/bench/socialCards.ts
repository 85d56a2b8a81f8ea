/**
 * Benchmark, not a test: prints figures, asserts nothing.
 *   npm run bench:social-cards   (needs build/)
 * Draws every page's social card from the existing build with an empty cache
 * (cold) and again with that cache (warm), as the build's social-cards plugin
 * does, beside the baseline measured in the same run: the Chromium screenshot
 * script the site used before, timed on the first pages and scaled to all of them.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {launchChromium} from '../lib/chromium';
import {CARD_HEIGHT, CARD_WIDTH} from 'apipie-docs-social-cards';
import {drawAllCards, listPageCards} from 'apipie-docs-social-cards/node';
import {site} from '../../config/site';
import {socialCardsOptions} from '../../config/socialCards';
import {cardHtml} from './socialCardChromiumHtml';

const BASELINE_SAMPLE = 20;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function chromiumBaseline(cards: {title: string; section: string}[]): Promise<number> {
  const logoSvg = readFileSync('static/img/logo.svg', 'utf8');
  const started = performance.now();
  const browser = await launchChromium();
  const page = await browser.newPage({viewport: {width: CARD_WIDTH, height: CARD_HEIGHT}});
  for (const card of cards) {
    await page.setContent(cardHtml({title: card.title, kicker: card.section, date: '', logoSvg}));
    await page.screenshot({type: 'png'});
  }
  await browser.close();
  return performance.now() - started;
}

async function main() {
  const outDir = path.resolve('build');
  const options = {
    ...socialCardsOptions,
    logoFile: path.resolve(socialCardsOptions.logoFile),
    outDir,
    siteUrl: site.url + site.baseUrl,
    baseUrl: site.baseUrl,
    titleSuffix: ` | ${site.title}`,
    cacheDir: mkdtempSync(path.join(tmpdir(), 'social-cards-bench-')),
  };
  try {
    const cold = await drawAllCards(options);
    const warm = await drawAllCards(options);
    const sample = (await listPageCards(options)).slice(0, BASELINE_SAMPLE);
    const baselineMs = await chromiumBaseline(sample);
    const baselineAll = (baselineMs / sample.length) * cold.pages;
    console.log(`Social cards for ${cold.pages} pages of build/ (1200×630 PNG)`);
    console.log(`  satori + resvg, cold (empty cache): ${seconds(cold.ms)}  (${cold.drawn} drawn; target < 20 s)`);
    console.log(`  satori + resvg, warm (cache kept):  ${seconds(warm.ms)}  (${warm.drawn} drawn; target < 2 s)`);
    console.log(
      `  baseline, Chromium screenshots:     ${seconds(baselineAll)}  (${seconds(baselineMs)} for ${sample.length} pages with launch, scaled to ${cold.pages})`,
    );
  } finally {
    rmSync(options.cacheDir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
