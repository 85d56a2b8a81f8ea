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
 * Streamable HTTP, stateless: every POST gets a fresh MCP server over the
 * shared DocsSite, so the search index and OpenAPI file are fetched once for
 * all clients. On a loopback interface, requests naming another Host are
 * refused (DNS rebinding protection).
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
