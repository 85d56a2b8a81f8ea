import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {readFile} from 'node:fs/promises';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
};
// Sent gzip-compressed, as a production server would; Pagefind's own files are compressed already.
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css']);

export type ByteCounter = {
  /** Bytes of response bodies sent since the last reset, as they went over the wire (gzip where sent gzip). */
  bytes: number;
  /** Each response since the last reset: its path and the bytes sent. */
  sent: {path: string; bytes: number}[];
  reset: () => void;
};

/**
 * A static file server for the bench's page harness: serves `root` at `/`,
 * gzip-compressed where a browser would get it compressed, and counts the
 * bytes it sends, so both engines' first-search downloads are measured at
 * the same place. No CSP: Pagefind needs WebAssembly, which the site's policy
 * does not allow.
 */
export async function startStaticServer(
  root: string,
): Promise<{url: string; counter: ByteCounter; close: () => Promise<void>}> {
  const counter: ByteCounter = {
    bytes: 0,
    sent: [],
    reset() {
      this.bytes = 0;
      this.sent = [];
    },
  };
  const gzipCache = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const file = path.join(root, decodeURIComponent(url.pathname));
      if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
        response.writeHead(404).end();
        return;
      }
      const ext = path.extname(file);
      const headers: Record<string, string> = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      };
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
        let body = gzipCache.get(file);
        if (!body) gzipCache.set(file, (body = gzipSync(await readFile(file), {level: 9})));
        counter.bytes += body.length;
        counter.sent.push({path: url.pathname, bytes: body.length});
        response.writeHead(200, {...headers, 'content-encoding': 'gzip', 'content-length': String(body.length)});
        response.end(body);
        return;
      }
      counter.bytes += statSync(file).size;
      counter.sent.push({path: url.pathname, bytes: statSync(file).size});
      response.writeHead(200, {...headers, 'content-length': String(statSync(file).size)});
      createReadStream(file).pipe(response);
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  return {
    url: `http://127.0.0.1:${port}/`,
    counter,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
