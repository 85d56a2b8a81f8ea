import {existsSync, readdirSync} from 'node:fs';
import {cp, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {redirects} from '../config/redirects';
import {startNginx, type RunningServer} from '../scripts/lib/nginxServer';
import {cacheControl} from '../plugins/server-config/headers';
import {expect, test} from './support/fixtures';
import {cspDirective} from './support/servedPage';
import {get, headerValues} from './support/http';
import {LOCAL_BUILD_DIR} from './support/servedBuilds';

// Production hosting (issue 13): what nginx answers with the generated config, at the HTTP level.

const absolute = (relative: string) => `/docs/${relative.replace(/^\//, '')}`;

test.describe('redirects', () => {
  for (const {from, to} of redirects) {
    test(`${from} answers 301 to ${to}, which answers 200`, async ({site}) => {
      const moved = await get(site.url(`${from}?ref=old`));
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(`${absolute(to)}?ref=old`);
      expect((await get(site.url(to))).status).toBe(200);
    });
  }

  for (const [legacy, plain] of [
    ['Terms/privacy.html', '/docs/Terms/privacy'],
    ['Terms/privacy/index.html', '/docs/Terms/privacy'],
    ['index.html', '/docs/'],
    ['blog.html', '/docs/blog'],
    ['Terms/privacy/', '/docs/Terms/privacy'],
    ['api.html', '/docs/api/introduction'],
  ]) {
    test(`the legacy address ${legacy} answers 301 to ${plain}, keeping the query`, async ({site}) => {
      const moved = await get(site.url(`${legacy}?a=1&b=2`));
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(`${plain}?a=1&b=2`);
    });
  }

  test('sends /docs to /docs/', async ({site}) => {
    const moved = await get(new URL('/docs', site.url()).toString());
    expect([moved.status, moved.headers.location]).toEqual([301, '/docs/']);
  });
});

test.describe('serving', () => {
  for (const [relative, file] of [
    ['', 'index.html'],
    ['Terms/privacy', 'Terms/privacy.html'],
    ['blog', 'a folder index'],
  ]) {
    test(`serves /docs/${relative} (${file}) with 200`, async ({site}) => {
      const response = await get(site.url(relative));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    });
  }

  for (const relative of ['no/such/page', 'Terms/privacy.md.missing', '404.html', '_server/nginx/docs-maps.conf']) {
    test(`answers /docs/${relative} with 404 and the not-found page`, async ({site}) => {
      const response = await get(site.url(relative));
      expect(response.status).toBe(404);
      expect(response.body.toString('utf8')).toContain('Page Not Found');
    });
  }
});

/** One built file of each kind, found in the build rather than named by hand. */
function builtFile(dir: string, pattern: RegExp): string {
  const name = readdirSync(path.join(LOCAL_BUILD_DIR, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`No file matching ${pattern} in build/${dir}`);
  return `${dir}/${name}`;
}

test.describe('caching and compression', () => {
  const hashed = () => [builtFile('assets/js', /^main\.[0-9a-f]+\.js$/), builtFile('assets/css', /\.css$/)];
  const revalidated = [
    '',
    'Terms/privacy',
    'sitemap.xml',
    'blog/rss.xml',
    'search-index/manifest.json',
    'img/favicon.svg',
  ];

  test('gives content-hashed assets a year, immutable', async ({site}) => {
    for (const file of hashed()) {
      expect((await get(site.url(file))).headers['cache-control'], file).toBe(cacheControl.contentHashed);
    }
  });

  for (const relative of revalidated) {
    test(`gives /docs/${relative} a short max-age with must-revalidate, an ETag and Last-Modified`, async ({site}) => {
      const response = await get(site.url(relative));
      expect(response.status).toBe(200);
      const cache = String(response.headers['cache-control']);
      expect(cache).toContain('must-revalidate');
      expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeLessThanOrEqual(3600);
      expect(response.headers.etag).toBeTruthy();
      expect(response.headers['last-modified']).toBeTruthy();
    });
  }

  for (const [encoding, decode] of [
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
  ] as const) {
    test(`answers Accept-Encoding: ${encoding} with the precompressed file and Vary: Accept-Encoding`, async ({
      site,
    }) => {
      for (const relative of ['Terms/privacy', hashed()[0]!, 'sitemap.xml']) {
        const plain = await get(site.url(relative));
        const compressed = await get(site.url(relative), {'accept-encoding': encoding});
        expect(compressed.headers['content-encoding'], relative).toBe(encoding);
        expect(headerValues(compressed, 'vary'), relative).toContain('accept-encoding');
        expect(decode(compressed.body).equals(plain.body), relative).toBe(true);
      }
    });
  }

  test('prefers brotli when both are accepted, and sends identity when neither is', async ({site}) => {
    expect((await get(site.url('Terms/privacy'), {'accept-encoding': 'gzip, br'})).headers['content-encoding']).toBe(
      'br',
    );
    const identity = await get(site.url('Terms/privacy'));
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(headerValues(identity, 'vary')).toContain('accept-encoding');
  });

  test('leaves images alone', async ({site}) => {
    const response = await get(site.url(builtFile('img/cards/blog', /\.png$/)), {'accept-encoding': 'br, gzip'});
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

test.describe('security headers', () => {
  for (const mode of ['local', 'hosted'] as const) {
    test(`in ${mode}-search mode, pages carry a hash-based CSP and the other security headers`, async ({sites}) => {
      const response = await get(sites[mode].url('Terms/privacy'));
      const csp = String(response.headers['content-security-policy']);
      const directive = (name: string) => cspDirective(csp, name);
      expect(directive('default-src')).toBe("default-src 'self'");
      expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
      expect(directive('script-src')).not.toContain('unsafe');
      expect(directive('style-src-elem')).not.toContain('unsafe');
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers.link).toBe(
        '</docs/llms.txt>; rel="llms-txt", </docs/llms.txt>; rel="describedby", ' +
          '</docs/Terms/privacy.md>; rel="alternate"; type="text/markdown"',
      );
      if (mode === 'hosted') {
        expect(directive('connect-src')).toContain('https://apipietest-dsn.algolia.net');
        expect(directive('connect-src')).toContain('https://insights.algolia.io');
        expect(directive('script-src')).toMatch(
          /https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@[\d.]+\/dist\/search-insights\.min\.js/,
        );
      } else {
        expect(directive('connect-src')).toBe("connect-src 'self'");
        expect(csp).not.toContain('algolia');
      }
    });
  }

  test('keeps page-only headers off other files', async ({site}) => {
    const response = await get(site.url('sitemap.xml'));
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers.link).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('Markdown negotiation', () => {
  // Once the build writes Markdown twins, the test serves the build itself; until then a
  // temporary copy of the build gets one twin for a page and one for the home page.
  const twin = {page: 'Terms/privacy', file: 'Terms/privacy.md', home: 'index.md'};
  const placed = {
    page: '# Privacy Policy\n\nA twin placed by the test.\n',
    home: '# APIpie documentation\n\nHome twin.\n',
  };
  let server: RunningServer | null = null;
  let copy: string | null = null;
  let url: (relative?: string) => string = () => {
    throw new Error('beforeAll sets the URL');
  };
  const buildHasTwins = () => existsSync(path.join(LOCAL_BUILD_DIR, twin.file));

  test.beforeAll(async ({sites}) => {
    url = sites.local.url;
    if (buildHasTwins()) return;
    copy = await mkdtemp(path.join(tmpdir(), 'apipie-twins-'));
    await cp(LOCAL_BUILD_DIR, copy, {recursive: true});
    await writeFile(path.join(copy, twin.file), placed.page);
    await writeFile(path.join(copy, twin.home), placed.home);
    const running = await startNginx({root: copy, basePath: '/docs/'});
    server = running;
    url = (relative = '') => new URL(relative, running.url).toString();
  });
  test.afterAll(async () => {
    await server?.close();
    if (copy) await rm(copy, {recursive: true, force: true});
  });

  for (const [label, relative, which] of [
    ['a page', twin.page, 'page'],
    ['the home page', '', 'home'],
  ] as const) {
    test(`answers Accept: text/markdown on ${label} with its twin, as text/markdown`, async () => {
      const response = await get(url(relative), {accept: 'text/markdown, text/html;q=0.5'});
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(headerValues(response, 'vary')).toContain('accept');
      const body = response.body.toString('utf8');
      if (copy) expect(body).toBe(placed[which]);
      else expect(body).toMatch(/^#|^---/m);
    });
  }

  test('answers a browser with the HTML page, marked Vary: Accept', async () => {
    const response = await get(url(twin.page), {accept: 'text/html,application/xhtml+xml,*/*;q=0.8'});
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headerValues(response, 'vary')).toContain('accept');
  });

  test('serves the twin at its own .md URL too', async () => {
    const response = await get(url(twin.file));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });
});
