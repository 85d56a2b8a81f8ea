import {createServer, type Server, type ServerResponse} from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {DocsSite} from './docsSite';
import {log} from './log';
import {createDocsServer} from './server';

export const MCP_PATH = '/mcp';

function sendError(res: ServerResponse, status: number, message: string): void {
  res
    .writeHead(status, {'content-type': 'application/json'})
    .end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Whether a browser page at `origin` may call the server reached as `host`:
 * requests without an Origin (agents, the SDK's client) are not from a page,
 * and pages on this server's own origin or on this machine are the user's.
 * Any other page would be a site using the visitor's browser to reach a
 * local server, so it is refused.
 */
export function originAllowed(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (host !== undefined && url.host === host.toLowerCase()) return true;
  return LOOPBACK.has(url.hostname.replace(/^\[|\]$/g, ''));
}

/**
 * Streamable HTTP, stateless: every POST gets a fresh MCP server over the
 * shared DocsSite, so the search index and OpenAPI file are fetched once for
 * all clients. Pages on other origins are refused (see originAllowed); on a
 * loopback interface, so are requests naming another Host (DNS rebinding
 * protection).
 */
export async function startHttpServer(
  site: DocsSite,
  {port, host}: {port: number; host: string},
): Promise<{server: Server; url: string}> {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== MCP_PATH) {
      sendError(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}`);
      return;
    }
    if (!originAllowed(req.headers.origin, req.headers.host)) {
      sendError(res, 403, `Forbidden: pages on ${req.headers.origin} may not call this server`);
      return;
    }
    if (req.method !== 'POST') {
      sendError(res, 405, 'Method not allowed: this stateless server answers POST only');
      return;
    }
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      ...(LOOPBACK.has(host)
        ? {
            enableDnsRebindingProtection: true,
            allowedHosts: [...LOOPBACK].map((name) => `${name.includes(':') ? `[${name}]` : name}:${actualPort}`),
          }
        : {}),
    });
    const mcp = createDocsServer(site);
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    try {
      await mcp.connect(transport);
      await transport.handleRequest(req, res);
    } catch (error) {
      log(`HTTP request failed: ${(error as Error).message}`);
      if (!res.headersSent) sendError(res, 500, 'Internal server error');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {server, url: `http://${shownHost}:${actualPort}${MCP_PATH}`};
}
