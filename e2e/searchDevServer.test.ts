import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {useBrowser} from './support/browser';
import {hydrated, openSearch, searchFor, shownHits} from './support/search';

const browser = useBrowser();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

/** `npm start`: the dev server renders no HTML, so it serves an index built from the sources. */
describe('search under the dev server', () => {
  let devServer: ChildProcess;
  let url = '';

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}/docs/`;
    // Its own process group, so the server and its children stop together. Vitest sets
    // NODE_ENV=test, which Docusaurus would keep; `npm start` runs in development.
    devServer = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
      detached: true,
      env: {...process.env, NODE_ENV: 'development'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      let log = '';
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        if (/compiled successfully/.test(log)) resolve();
        if (/compiled with \d+ errors?|Error:/.test(log)) reject(new Error(log));
      };
      devServer.stdout!.on('data', onData);
      devServer.stderr!.on('data', onData);
      devServer.on('exit', (code) => reject(new Error(`dev server exited with ${code}: ${log}`)));
    });
  }, 180_000);

  afterAll(() => {
    if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
  });

  it('answers the modal and the search page from the index the dev server serves', async () => {
    const page = await browser.newPage({}, url);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(url);
    await page.waitForFunction(hydrated, null, {timeout: 60_000});
    await openSearch(page);
    await searchFor(page, 'mem_expire');
    expect((await shownHits(page))[0]).toMatchObject({title: 'mem_expire', group: 'Features'});
    expect(indexRequests[0]).toBe('/docs/search-index/manifest.json');

    await page.goto(`${url}search?q=privacy`);
    await expect.poll(() => page.locator('main article h2').first().innerText().catch(() => ''), {timeout: 30_000}).toBe('Privacy Policy');
    expect(page.errors.filter((e) => !/\[HMR\]|webpack-dev-server|WebSocket/i.test(e))).toEqual([]);
  }, 120_000);
});
