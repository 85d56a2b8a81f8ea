/**
 * Benchmark, not a test: prints figures, asserts nothing.
 *   npm run bench:social-cards   (needs build/)
 * Draws every page's social card from the existing build with an empty cache
 * (cold) and again with that cache (warm), as the build's social-cards plugin
 * does: the cold run is the warm run's baseline, in the same run.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {drawAllCards} from 'apipie-docs-social-cards/node';
import {site} from '../config/site';
import {socialCardsOptions} from '../config/socialCards';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

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
    console.log(`Social cards for ${cold.pages} pages of build/ (1200×630 PNG)`);
    console.log(`  satori + resvg, cold (empty cache): ${seconds(cold.ms)}  (${cold.drawn} drawn; target < 20 s)`);
    console.log(`  satori + resvg, warm (cache kept):  ${seconds(warm.ms)}  (${warm.drawn} drawn; target < 2 s)`);
  } finally {
    rmSync(options.cacheDir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
