/**
 * Benchmarks, not tests: prints figures, asserts nothing.
 *   npm run bench              build time, page weights, Lighthouse
 *   npm run bench -- --no-build   reuse the existing build/
 * Results are also written to bench-results/bench.json.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {launchChromium} from '../lib/chromium';
import {startNginx} from '../lib/nginxServer';
import {runLighthouse, type LighthouseScores} from './lighthouse';
import {measurePageWeight, type PageWeight} from './pageWeight';

/** One page per page type the site has. */
const pageTypes: Record<string, string> = {
  'home (doc)': '',
  'doc page': 'Terms/privacy',
  'API introduction': 'api/introduction',
  'API operation': 'api/chatcompletions',
  'API category': 'category/api/vectors',
  'feature guide': 'Features/IMM',
  'blog list': 'blog',
  'blog post': 'blog/2024/06/20/welcome',
  'announcement': 'announcements/2024/12/16/platform-improvements-december-2024',
  'blog archive': 'blog/archive',
  'not found': 'no-such-page',
};

const lighthousePages: Record<string, string> = {
  home: '',
  'terms page': 'Terms/privacy',
  'blog post': 'blog/2024/06/20/welcome',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function measureBuild(): number {
  execFileSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
  const start = process.hrtime.bigint();
  // The whole production build as CI runs it: API generation, Docusaurus, the search index.
  execFileSync('npm', ['run', 'build'], {stdio: 'ignore'});
  return Number(process.hrtime.bigint() - start) / 1e9;
}

async function main() {
  const {values} = parseArgs({options: {'no-build': {type: 'boolean', default: false}}});
  const results: {buildSeconds?: number; weights: PageWeight[]; lighthouse: LighthouseScores[]} = {
    weights: [],
    lighthouse: [],
  };

  if (!values['no-build']) {
    results.buildSeconds = measureBuild();
    console.log(`Build (npm run build, cold after docusaurus clear): ${results.buildSeconds.toFixed(1)} s`);
  }

  // Served as production serves it: `npm run build` also wrote the nginx config and the .br/.gz files.
  const server = await startNginx({root: path.resolve('build'), basePath: '/docs/'});
  try {
    const browser = await launchChromium();
    for (const [label, relative] of Object.entries(pageTypes)) {
      results.weights.push(await measurePageWeight(browser, label, new URL(relative, server.url).toString()));
    }
    await browser.close();
    console.log('\nJS and CSS loaded on page load (raw / gzip, files):');
    console.table(
      results.weights.map((w) => ({
        page: w.page,
        'JS raw': kb(w.js.raw),
        'JS gzip': kb(w.js.gzip),
        'JS files': w.js.files,
        'CSS raw': kb(w.css.raw),
        'CSS gzip': kb(w.css.gzip),
      })),
    );

    for (const [label, relative] of Object.entries(lighthousePages)) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        results.lighthouse.push(await runLighthouse(label, new URL(relative, server.url).toString(), formFactor));
      }
    }
    console.log('\nLighthouse (served by nginx from localhost, brotli and gzip precompressed):');
    console.table(results.lighthouse);
  } finally {
    await server.close();
  }

  mkdirSync('bench-results', {recursive: true});
  writeFileSync('bench-results/bench.json', JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
