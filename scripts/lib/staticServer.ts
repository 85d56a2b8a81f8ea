import {createHash} from 'node:crypto';
import {createServer, type Server} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

const compressible = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

export type StaticServerOptions = {
  /** Folder holding the built site (its index.html is the base path's root). */
  root: string;
  /** URL path the site is served under, with leading and trailing slash. */
  basePath: string;
  port?: number;
  /** Compress text responses with gzip when the client accepts it, as real hosts do. */
  gzip?: boolean;
};

export type RunningServer = {url: string; server: Server; close: () => Promise<void>};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Finds the file for a URL path the way GitHub Pages does: the exact file,
 * then `path.html`, then `path/index.html`. Returns null for anything else,
 * including paths outside the base or escaping the root.
 */
export async function resolveFile(root: string, basePath: string, urlPath: string): Promise<string | null> {
  const baseNoSlash = basePath.replace(/\/$/, '');
  if (urlPath !== baseNoSlash && !urlPath.startsWith(basePath)) return null;
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath.slice(basePath.length));
  } catch {
    return null;
  }
  const target = path.resolve(root, `.${path.posix.sep}${rel}`);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  const candidates = [target, `${target}.html`, path.join(target, 'index.html')];
  for (const file of candidates) {
    if (await isFile(file)) return file;
  }
  return null;
}

/** Serves a built Docusaurus site; unknown paths get 404.html with status 404. */
export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const gzipCache = new Map<string, Buffer>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      res.writeHead(302, {location: options.basePath}).end();
      return;
    }
    const found = await resolveFile(root, options.basePath, url.pathname);
    const file = found ?? path.join(root, '404.html');
    const status = found ? 200 : 404;
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      res.writeHead(404, {'content-type': 'text/plain'}).end('Not found');
      return;
    }
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    // Weak, so one tag covers the plain and the gzipped body, as static hosts send it.
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers: Record<string, string> = {'content-type': type, 'cache-control': 'no-cache', etag};
    if (status === 200 && req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (options.gzip && acceptsGzip && compressible.test(type)) {
      // Keyed by content, so a file changed while the server runs is not served stale.
      let zipped = gzipCache.get(etag);
      if (!zipped) {
        zipped = gzipSync(body, {level: 9});
        gzipCache.set(etag, zipped);
      }
      body = zipped;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  // Longer than clients keep idle sockets (undici: 4 s after each response, reused later by checkers
  // such as afdocs): Node's 5 s default closes sockets a client is about to reuse ("fetch failed").
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}${options.basePath}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
