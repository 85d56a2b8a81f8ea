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
    const {request} = await import('node:http');
    const raw = await new Promise<{encoding?: string; body: Buffer}>((resolve, reject) => {
      request(new URL('app.js', running.url), {headers: {'accept-encoding': 'gzip'}}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({encoding: res.headers['content-encoding'], body: Buffer.concat(chunks)}));
      })
        .on('error', reject)
        .end();
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toContain('console.log');
  });
});
