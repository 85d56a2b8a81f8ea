import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {generateServerConfig, serverConfigWriter} from './generate';

const page = (body: string) =>
  `<!doctype html><html><head><script>boot();</script></head><body>${body}${'<p>text</p>'.repeat(100)}</body></html>`;
const redirects = [{from: '/old', to: '/new'}];
let outDir: string;

beforeEach(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'server-config-'));
  await mkdir(path.join(outDir, 'assets/js'), {recursive: true});
  await writeFile(path.join(outDir, 'index.html'), page('<h1>Home</h1>'));
  await writeFile(path.join(outDir, 'new.html'), page('<h1>New</h1>'));
  // The client-side redirect page of /old: never served where server redirects work.
  await writeFile(path.join(outDir, 'old.html'), '<script>window.location.href="/docs/new"</script>');
  await writeFile(path.join(outDir, 'assets/js/main.0123abcd.js'), 'console.log("x");'.repeat(100));
});
afterEach(() => rm(outDir, {recursive: true, force: true}));

describe('generateServerConfig', () => {
  it('writes the nginx config, _redirects and _headers, and .br and .gz files next to text files', async () => {
    const summary = await generateServerConfig({outDir, searchEnv: {mode: 'local'}, baseUrl: '/docs/', redirects});
    const read = (file: string) => readFile(path.join(outDir, '_server', file), 'utf8');
    expect(await read('_redirects')).toContain('\n/docs/old /docs/new 301\n/docs/old.html /docs/new 301\n');
    expect(await read('_headers')).toContain(`Content-Security-Policy: ${summary.contentSecurityPolicy}`);
    const maps = await read('nginx/docs-maps.conf');
    expect(maps).toContain('"/docs/old" "/docs/new";');
    expect(maps).toContain(summary.contentSecurityPolicy);
    expect(await read('nginx/docs-locations.conf')).toContain('location /docs/ {');
    // One inline script: the redirect page's is left out.
    expect(summary.scriptHashes).toBe(1);
    const html = await readFile(path.join(outDir, 'index.html'));
    expect(brotliDecompressSync(await readFile(path.join(outDir, 'index.html.br'))).equals(html)).toBe(true);
    expect(gunzipSync(await readFile(path.join(outDir, 'index.html.gz'))).equals(html)).toBe(true);
    expect(existsSync(path.join(outDir, 'assets/js/main.0123abcd.js.br'))).toBe(true);
  });

  it('compresses what a finished step names at once, and what changed since the start in its own finish', async () => {
    const writer = serverConfigWriter(outDir, {searchEnv: {mode: 'local'}, baseUrl: '/docs/', redirects});
    await writer.listed;
    const twin = path.join(outDir, 'Routing.md');
    await writeFile(twin, '# Routing\n\n'.repeat(100));
    writer.written([twin]);
    // A file there from the start, rewritten by a step: compressed as it is at the end, not as it was.
    const script = path.join(outDir, 'assets/js/main.0123abcd.js');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(script, 'console.log("changed");'.repeat(100));
    writer.written([script]);
    const summary = await writer.write();
    expect(brotliDecompressSync(await readFile(`${twin}.br`)).equals(await readFile(twin))).toBe(true);
    expect(gunzipSync(await readFile(`${script}.gz`)).toString()).toContain('changed');
    expect(summary.compressed.files).toBe(4);
    // The pages counted for the CSP are the pages alone.
    expect(summary.pages).toBe(2);
  });

  it('fails the build on inline JavaScript no hash can allow, naming the file', async () => {
    await writeFile(path.join(outDir, 'Terms.html'), page('<img src="x.png" onerror="steal()">'));
    await expect(
      generateServerConfig({outDir, searchEnv: {mode: 'local'}, baseUrl: '/docs/', redirects}),
    ).rejects.toThrow(/Terms\.html: inline JavaScript .*\n.*onerror="steal\(\)"/);
  });
});
