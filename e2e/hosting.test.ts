import {existsSync, readdirSync} from 'node:fs';
import {cp, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {redirects} from '../config/redirects';
import {startNginx, type RunningServer} from '../scripts/lib/nginxServer';
import {cacheControl} from '../scripts/server-config/headers';
import {get, headerValues} from './support/http';
import {siteUrl} from './support/browser';

// Production hosting (issue 13): what nginx answers with the generated config, at the HTTP level.

const absolute = (relative: string) => `/docs/${relative.replace(/^\//, '')}`;

describe('redirects', () => {
  it.each(redirects.map((r) => [r.from, r.to]))('%s answers 301 to %s, which answers 200', async (from, to) => {
    const moved = await get(siteUrl(`${from}?ref=old`));
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`${absolute(to)}?ref=old`);
    expect((await get(siteUrl(to))).status).toBe(200);
  });

  it.each([
    ['Terms/privacy.html', '/docs/Terms/privacy'],
    ['Terms/privacy/index.html', '/docs/Terms/privacy'],
    ['index.html', '/docs/'],
    ['blog.html', '/docs/blog'],
    ['Terms/privacy/', '/docs/Terms/privacy'],
    ['api.html', '/docs/api/introduction'],
  ])('the legacy address %s answers 301 to %s, keeping the query', async (legacy, plain) => {
    const moved = await get(siteUrl(`${legacy}?a=1&b=2`));
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`${plain}?a=1&b=2`);
  });

  it('sends /docs to /docs/', async () => {
    const moved = await get(new URL('/docs', siteUrl()).toString());
    expect([moved.status, moved.headers.location]).toEqual([301, '/docs/']);
  });
});

describe('serving', () => {
  it.each([
    ['', 'index.html'],
    ['Terms/privacy', 'Terms/privacy.html'],
    ['blog', 'a folder index'],
  ])('serves /docs/%s (%s) with 200', async (relative) => {
    const response = await get(siteUrl(relative));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each(['no/such/page', 'Terms/privacy.md.missing', '404.html', '_server/nginx/docs-maps.conf'])(
    'answers /docs/%s with 404 and the not-found page',
    async (relative) => {
      const response = await get(siteUrl(relative));
      expect(response.status).toBe(404);
      expect(response.body.toString('utf8')).toContain('Page Not Found');
    },
  );
});

/** One built file of each kind, found in the build rather than named by hand. */
function builtFile(dir: string, pattern: RegExp): string {
  const name = readdirSync(path.join(inject('buildDir'), dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`No file matching ${pattern} in build/${dir}`);
  return `${dir}/${name}`;
}

describe('caching and compression', () => {
  const hashed = () => [builtFile('assets/js', /^main\.[0-9a-f]+\.js$/), builtFile('assets/css', /\.css$/)];
  const revalidated = ['', 'Terms/privacy', 'sitemap.xml', 'blog/rss.xml', 'search-index/manifest.json', 'img/favicon.svg'];

  it('gives content-hashed assets a year, immutable', async () => {
    for (const file of hashed()) {
      expect((await get(siteUrl(file))).headers['cache-control'], file).toBe(cacheControl.contentHashed);
    }
  });

  it.each(revalidated)('gives /docs/%s a short max-age with must-revalidate, an ETag and Last-Modified', async (relative) => {
    const response = await get(siteUrl(relative));
    expect(response.status).toBe(200);
    const cache = String(response.headers['cache-control']);
    expect(cache).toContain('must-revalidate');
    expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeLessThanOrEqual(3600);
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
  });

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
  ] as const)('answers Accept-Encoding: %s with the precompressed file and Vary: Accept-Encoding', async (encoding, decode) => {
    for (const relative of ['Terms/privacy', hashed()[0]!, 'sitemap.xml']) {
      const plain = await get(siteUrl(relative));
      const compressed = await get(siteUrl(relative), {'accept-encoding': encoding});
      expect(compressed.headers['content-encoding'], relative).toBe(encoding);
      expect(headerValues(compressed, 'vary'), relative).toContain('accept-encoding');
      expect(decode(compressed.body).equals(plain.body), relative).toBe(true);
    }
  });

  it('prefers brotli when both are accepted, and sends identity when neither is', async () => {
    expect((await get(siteUrl('Terms/privacy'), {'accept-encoding': 'gzip, br'})).headers['content-encoding']).toBe('br');
    const identity = await get(siteUrl('Terms/privacy'));
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(headerValues(identity, 'vary')).toContain('accept-encoding');
  });

  it('leaves images alone', async () => {
    const response = await get(siteUrl(builtFile('img/cards/blog', /\.png$/)), {'accept-encoding': 'br, gzip'});
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it.each([
    ['local', () => siteUrl('Terms/privacy')],
    ['hosted', () => new URL('Terms/privacy', inject('hostedSiteUrl')).toString()],
  ])('in %s-search mode, pages carry a hash-based CSP and the other security headers', async (mode, url) => {
    const response = await get(url());
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(directive('script-src')).not.toContain('unsafe');
    expect(directive('style-src-elem')).not.toContain('unsafe');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers.link).toBe('</docs/llms.txt>; rel="llms-txt"');
    if (mode === 'hosted') {
      expect(directive('connect-src')).toContain('https://apipietest-dsn.algolia.net');
      expect(directive('connect-src')).toContain('https://insights.algolia.io');
      expect(directive('script-src')).toMatch(/https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@[\d.]+\/dist\/search-insights\.min\.js/);
    } else {
      expect(directive('connect-src')).toBe("connect-src 'self'");
      expect(csp).not.toContain('algolia');
    }
  });

  it('keeps page-only headers off other files', async () => {
    const response = await get(siteUrl('sitemap.xml'));
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers.link).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Markdown negotiation', () => {
  // Once the build writes Markdown twins, the test serves the build itself; until then a
  // temporary copy of the build gets one twin for a page and one for the home page.
  const twin = {page: 'Terms/privacy', file: 'Terms/privacy.md', home: 'index.md'};
  const placed = {page: '# Privacy Policy\n\nA twin placed by the test.\n', home: '# APIpie documentation\n\nHome twin.\n'};
  let server: RunningServer | null = null;
  let copy: string | null = null;
  let url: (relative?: string) => string = siteUrl;
  const buildHasTwins = () => existsSync(path.join(inject('buildDir'), twin.file));

  beforeAll(async () => {
    if (buildHasTwins()) return;
    copy = await mkdtemp(path.join(tmpdir(), 'apipie-twins-'));
    await cp(inject('buildDir'), copy, {recursive: true});
    await writeFile(path.join(copy, twin.file), placed.page);
    await writeFile(path.join(copy, twin.home), placed.home);
    const running = await startNginx({root: copy, basePath: '/docs/'});
    server = running;
    url = (relative = '') => new URL(relative, running.url).toString();
  });
  afterAll(async () => {
    await server?.close();
    if (copy) await rm(copy, {recursive: true, force: true});
  });

  it.each([
    ['a page', twin.page, 'page'],
    ['the home page', '', 'home'],
  ] as const)('answers Accept: text/markdown on %s with its twin, as text/markdown', async (_label, relative, which) => {
    const response = await get(url(relative), {accept: 'text/markdown, text/html;q=0.5'});
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(headerValues(response, 'vary')).toContain('accept');
    const body = response.body.toString('utf8');
    if (copy) expect(body).toBe(placed[which]);
    else expect(body).toMatch(/^#|^---/m);
  });

  it('answers a browser with the HTML page, marked Vary: Accept', async () => {
    const response = await get(url(twin.page), {accept: 'text/html,application/xhtml+xml,*/*;q=0.8'});
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headerValues(response, 'vary')).toContain('accept');
  });

  it('serves the twin at its own .md URL too', async () => {
    const response = await get(url(twin.file));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });
});
