import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {readIndexDir, readIndexPages} from 'apipie-docs-search/node';
import {parseQuery, SearchEngine} from 'apipie-docs-search';
import {describeHit, watchCpu, type CpuLimits} from '../scripts/lib/cpuLimit';
import {FULL_RUN_TAG} from '../scripts/lib/suiteScope';
import {expect, expectHydrated, test, trackErrors} from './support/fixtures';
import {openSearch, searchFor, shownHits} from './support/search';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

/** Where the dev server's index is written (the search package's plugin, under Docusaurus' generated files). */
const devIndexDir = path.resolve('.docusaurus/search-index-dev');

/**
 * When the dev server's first compile is taken as hung: on its CPU time, which a busy machine does not
 * inflate, or on a hang guard whose clock slows as the machine gets busier (scripts/lib/cpuLimit.ts).
 * The compile takes a few minutes of CPU.
 */
const COMPILE_LIMITS: CpuLimits = {cpuSeconds: 1200, hangSeconds: 900};

/** `npm start`: the dev server renders no HTML, so it serves an index built from the sources. */
// It compiles the whole site a second time, in development mode: a change run leaves it to the full
// run (scripts/lib/suiteScope.ts). A production build does not write the index the dev server serves.
test.describe('search under the dev server', {tag: FULL_RUN_TAG}, () => {
  let devServer: ChildProcess;
  let url = '';

  test.beforeAll(async () => {
    // No limit on the wall clock, which a busy machine stretches: the compile's own limits stop a hung one.
    test.setTimeout(0);
    const port = await freePort();
    rmSync(devIndexDir, {recursive: true, force: true});
    url = `http://127.0.0.1:${port}/docs/`;
    // Its own process group, so the server and its children stop together. `npm start` runs in development.
    devServer = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
      detached: true,
      env: {...process.env, NODE_ENV: 'development'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    let stopWatch = () => 0;
    const hung = new Promise<never>((_, reject) => {
      stopWatch = watchCpu(devServer.pid!, COMPILE_LIMITS, (hit) =>
        reject(new Error(`the dev server's first compile ${describeHit(hit, COMPILE_LIMITS)}\n${log}`)),
      );
    });
    const compiled = new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        // Playwright sets FORCE_COLOR for its workers, so the server's messages come with colour codes.
        log += stripVTControlCharacters(chunk.toString());
        if (/compiled successfully/.test(log)) resolve();
        if (/compiled with \d+ errors?|Error:/.test(log)) reject(new Error(log));
      };
      devServer.stdout!.on('data', onData);
      devServer.stderr!.on('data', onData);
      devServer.on('exit', (code) => reject(new Error(`dev server exited with ${code}: ${log}`)));
    });
    const ready = async () => {
      await compiled;
      // The index renders once the first bundle is compiled.
      await expect.poll(() => existsSync(path.join(devIndexDir, 'manifest.json'))).toBe(true);
    };
    try {
      await Promise.race([hung, ready()]);
    } finally {
      console.log(`the dev server's first compile and its index: ${stopWatch().toFixed(0)} s of CPU`);
    }
  });

  test.afterAll(() => {
    try {
      if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
    } catch {
      // the hang guard stopped it already
    }
  });

  test('answers the modal and the search page from the index the dev server serves', async ({page}) => {
    const errors = trackErrors(page, new URL(url).origin);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await openSearch(page);
    await searchFor(page, 'mem_expire');
    // The dev server's index, searched by the same engine in Node, puts the same hit first.
    const devEngine = await SearchEngine.open(readIndexDir(devIndexDir).files);
    const [best] = (await devEngine.search(parseQuery('mem_expire'), {length: 1})).matches;
    const bestUrl = new URL(best!.record.url);
    expect((await shownHits(page))[0]).toMatchObject({
      href: bestUrl.pathname + bestUrl.hash,
      group: best!.record.hierarchy.lvl0,
    });
    expect(indexRequests[0]).toBe('/docs/search-index/manifest.json');

    await page.goto(`${url}search?q=privacy`);
    await expectHydrated(page);
    await expect(page.locator('main article h2').first()).toHaveText('Privacy Policy');
    expect(errors.filter((e) => !/\[HMR\]|webpack-dev-server|WebSocket/i.test(e))).toEqual([]);
  });

  test('gives `npm start` the same pages, titles and sections as the build for hand-written pages', ({site}) => {
    // The dev server's index, rendered from the sources, against the build's, read from its pages.
    const dev = readIndexPages(devIndexDir);
    const built = readIndexPages(path.join(site.buildDir, 'search-index'));
    // Generated API pages (the introduction too) pass text through component props, which the
    // source renderer cannot see; body text inside MDX components (tabs, admonitions) may be cut
    // differently, headings may not.
    const handWritten = (page: {path: string}) => !page.path.startsWith('/docs/api/');
    // Depth-5 entries are table row headers (th scope=row). Only the model tables and the catalogue
    // have them, and their rows come from data/models.json through React components, which the
    // source renderer does not run: in `npm start` those rows are not searchable.
    const fromPageText = (entry: {depth: number}) => entry.depth !== 5;
    const outline = (pages: typeof dev) =>
      pages.filter(handWritten).map((page) => ({
        path: page.path,
        lvl0: page.lvl0,
        lvl1: page.lvl1,
        sections: page.entries.flatMap((entry) =>
          'depth' in entry && fromPageText(entry) ? [`${entry.depth} ${entry.anchor} ${entry.text}`] : [],
        ),
      }));
    expect(outline(dev)).toEqual(outline(built));
  });
});
