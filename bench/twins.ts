/**
 * Benchmark, not a test: prints figures, asserts nothing.
 *   npm run bench:twins                twin bytes per page type, and the build with and without twins
 *   npm run bench:twins -- --no-build  bytes only, from the existing build/
 * Both builds run in this one session (the API reference generated once), so
 * they share the machine's load; the baseline sets MARKDOWN_TWINS=off and
 * builds into bench-results/build-without-twins. Results also go to
 * bench-results/twins.json.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {twinUrlOf} from 'apipie-docs-markdown-twins';
import {requireBuiltPageFile} from '../plugins/built-site/files';

/** One page per page type that has a twin. */
const pageTypes: Record<string, string> = {
  'home (doc)': '',
  'feature guide': 'Features/Routing',
  'integration guide': 'Integrations/Agent-Frameworks/Langchain',
  'API introduction': 'api/introduction',
  'API operation': 'api/chatcompletions',
  'API category': 'category/api/vectors',
  'blog list': 'blog',
  'blog post': 'blog/2025/06/12/search-grounding-vs-rag',
  announcement: 'announcements/2024/12/16/platform-improvements-december-2024',
  'tag page': 'blog/tags/rag',
};

const RESULTS_DIR = path.resolve('bench-results');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

type PageBytes = {type: string; path: string; html: number; htmlGzip: number; twin: number; twinGzip: number};

function pageBytes(buildDir: string): PageBytes[] {
  return Object.entries(pageTypes).map(([type, relative]) => {
    const htmlFile = requireBuiltPageFile(buildDir, relative);
    const twinFile = path.join(buildDir, twinUrlOf(`/docs/${relative}`).slice('/docs/'.length));
    const html = readFileSync(htmlFile);
    const twin = readFileSync(twinFile);
    return {
      type,
      path: `/docs/${relative}`,
      html: html.length,
      htmlGzip: gzipSync(html).length,
      twin: twin.length,
      twinGzip: gzipSync(twin).length,
    };
  });
}

type BuildTime = {wallSeconds: number; cpuSeconds: number; convertSeconds?: number};

/** `docusaurus build` under /usr/bin/time: wall time, and user+system CPU time (steadier on a shared machine). */
function timeBuild(outDir: string, twins: boolean): BuildTime {
  const timesFile = path.join(RESULTS_DIR, 'build-time.txt');
  const output = execFileSync(
    '/usr/bin/time',
    ['-f', '%e %U %S', '-o', timesFile, 'npx', 'docusaurus', 'build', '--out-dir', outDir],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
      env: {...process.env, MARKDOWN_TWINS: twins ? 'on' : 'off'},
    },
  );
  const [wall, user, system] = readFileSync(timesFile, 'utf8').trim().split(/\s+/).slice(-3).map(Number);
  // The plugin reports the time its conversion took, apart from other work running alongside.
  const converted = /\[markdown-twins\].*converting took ([\d.]+) s/.exec(output)?.[1];
  return {
    wallSeconds: wall ?? NaN,
    cpuSeconds: (user ?? NaN) + (system ?? NaN),
    ...(converted ? {convertSeconds: Number(converted)} : {}),
  };
}

function main() {
  const {values} = parseArgs({options: {'no-build': {type: 'boolean', default: false}}});
  mkdirSync(RESULTS_DIR, {recursive: true});
  const results: {pages?: PageBytes[]; withTwins?: BuildTime; withoutTwins?: BuildTime} = {};

  if (!values['no-build']) {
    execFileSync('npm', ['run', 'gen:api'], {stdio: 'ignore'});
    const baselineDir = path.join(RESULTS_DIR, 'build-without-twins');
    // Baseline first, so both builds start from the same warm bundler cache.
    results.withoutTwins = timeBuild(baselineDir, false);
    results.withTwins = timeBuild(path.resolve('build'), true);
    if (existsSync(baselineDir)) rmSync(baselineDir, {recursive: true});
    const {withTwins, withoutTwins} = results;
    const added = (a: number, b: number) => `${(((a - b) / b) * 100).toFixed(1)} %`;
    console.log('Build time            without twins   with twins   added (target: at most 15 %)');
    console.log(
      `  wall                ${withoutTwins.wallSeconds.toFixed(1).padStart(10)} s ${withTwins.wallSeconds.toFixed(1).padStart(10)} s   ${added(withTwins.wallSeconds, withoutTwins.wallSeconds)}`,
    );
    console.log(
      `  CPU (user+system)   ${withoutTwins.cpuSeconds.toFixed(1).padStart(10)} s ${withTwins.cpuSeconds.toFixed(1).padStart(10)} s   ${added(withTwins.cpuSeconds, withoutTwins.cpuSeconds)}`,
    );
    if (withTwins.convertSeconds !== undefined) {
      const share = ((withTwins.convertSeconds / withoutTwins.cpuSeconds) * 100).toFixed(1);
      console.log(
        `  twin conversion (the plugin's own work): ${withTwins.convertSeconds.toFixed(1)} s, ${share} % of the baseline's CPU time`,
      );
    }
    // The two configurations keep separate bundler caches: a configuration built for the first time builds cold.
    console.log('  (Run twice when comparing: the first run of a configuration fills its bundler cache.)');
  }

  results.pages = pageBytes(path.resolve('build'));
  console.log('\nTwin bytes against HTML bytes, per page type');
  console.log(
    `${'page type'.padEnd(20)} ${'HTML'.padStart(10)} ${'twin'.padStart(10)} ${'ratio'.padStart(6)}   ${'HTML gzip'.padStart(10)} ${'twin gzip'.padStart(10)}`,
  );
  for (const page of results.pages) {
    console.log(
      `${page.type.padEnd(20)} ${kb(page.html).padStart(10)} ${kb(page.twin).padStart(10)} ${`${((page.twin / page.html) * 100).toFixed(0)} %`.padStart(6)}   ${kb(page.htmlGzip).padStart(10)} ${kb(page.twinGzip).padStart(10)}`,
    );
  }
  writeFileSync(path.join(RESULTS_DIR, 'twins.json'), JSON.stringify(results, null, 2));
}

main();
