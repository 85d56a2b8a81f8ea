import {mkdtemp, mkdir, writeFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {resolveFile, startStaticServer, type RunningServer} from './staticServer';

let root: string;
let running: RunningServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
  await mkdir(path.join(root, 'Terms'));
  await writeFile(path.join(root, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(root, '404.html'), '<h1>not found</h1>');
  await writeFile(path.join(root, 'Terms/privacy.html'), '<h1>privacy</h1>');
  await writeFile(path.join(root, 'Terms/privacy.md'), '# privacy');
  await mkdir(path.join(root, 'blog'));
  await writeFile(path.join(root, 'blog/index.html'), '<h1>blog</h1>');
  await writeFile(path.join(root, 'app.js'), 'console.log("x");'.repeat(50));
  running = await startStaticServer({root, basePath: '/docs/', gzip: true});
});

afterAll(async () => {
  await running.close();
  await rm(root, {recursive: true, force: true});
});

describe('resolveFile', () => {
  it('finds exact files, .html siblings and folder indexes', async () => {
    expect(await resolveFile(root, '/docs/', '/docs/')).toBe(path.join(root, 'index.html'));
    expect(await resolveFile(root, '/docs/', '/docs')).toBe(path.join(root, 'index.html'));
    expect(await resolveFile(root, '/docs/', '/docs/Terms/privacy')).toBe(path.join(root, 'Terms/privacy.html'));
    expect(await resolveFile(root, '/docs/', '/docs/Terms/privacy.html')).toBe(path.join(root, 'Terms/privacy.html'));
    expect(await resolveFile(root, '/docs/', '/docs/blog')).toBe(path.join(root, 'blog/index.html'));
  });

  it('refuses paths outside the base or the root', async () => {
    expect(await resolveFile(root, '/docs/', '/other/index.html')).toBeNull();
    expect(await resolveFile(root, '/docs/', '/docs/../../etc/passwd')).toBeNull();
    expect(await resolveFile(root, '/docs/', '/docs/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(await resolveFile(root, '/docs/', '/docs/missing')).toBeNull();
  });
});

/** The raw response to a request that accepts gzip (fetch would decode it). */
async function getGzipped(relative: string): Promise<{encoding?: string; body: Buffer}> {
  const {request} = await import('node:http');
  return new Promise((resolve, reject) => {
    request(new URL(relative, running.url), {headers: {'accept-encoding': 'gzip'}}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({encoding: res.headers['content-encoding'], body: Buffer.concat(chunks)}));
    })
      .on('error', reject)
      .end();
  });
}

describe('startStaticServer', () => {
  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await fetch(new URL('nope/nothing', running.url));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not found');
  });

  it('serves pages with status 200', async () => {
    const res = await fetch(new URL('Terms/privacy', running.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('privacy');
  });

  it('serves Markdown twins as text/markdown', async () => {
    const res = await fetch(new URL('Terms/privacy.md', running.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await res.text()).toBe('# privacy');
  });

  it('keeps idle connections open longer than HTTP clients reuse them', () => {
    expect(running.server.keepAliveTimeout).toBeGreaterThanOrEqual(60_000);
  });

  it('gzips text when the client accepts it', async () => {
    const raw = await getGzipped('app.js');
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toContain('console.log');
  });

  it('gzips a file changed while it runs from its new content', async () => {
    expect(gunzipSync((await getGzipped('app.js')).body).toString()).toContain('console.log("x")');
    await writeFile(path.join(root, 'app.js'), 'console.log("changed");'.repeat(50));
    expect(gunzipSync((await getGzipped('app.js')).body).toString()).toContain('console.log("changed")');
  });

  it('sends an ETag and answers a matching If-None-Match with 304, as static hosts do', async () => {
    const url = new URL('Terms/privacy', running.url);
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(url, {headers: {'if-none-match': etag!}});
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await writeFile(path.join(root, 'Terms/privacy.html'), '<h1>privacy, changed</h1>');
    const changed = await fetch(url, {headers: {'if-none-match': etag!}});
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
