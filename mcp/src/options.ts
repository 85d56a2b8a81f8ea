import {parseArgs} from 'node:util';
import {PRODUCTION_DOCS_URL} from './docsSite';
import {toolDefinitions} from '../../src/agentTools/tools';

export const DEFAULT_PORT = 3030;
export const DEFAULT_HOST = '127.0.0.1';

export type Options =
  | {command: 'help'}
  | {command: 'version'}
  | {command: 'serve'; baseUrl: URL; timeoutMs: number | null; http: null | {port: number; host: string}};

/** How long one fetch from the site may take before it counts as a network error (and is retried once). */
export const DEFAULT_TIMEOUT_SECONDS = 15;

/** Every tool the server offers, by name and title, from the definitions it registers. */
const TOOL_LINES = Object.entries(toolDefinitions('')).map(([name, {title}]) => `  ${name.padEnd(20)}${title}`);

export const USAGE = `Usage: apipie-docs-mcp [--base-url URL] [--timeout S] [--http [--port N] [--host H]]

Serves the APIpie documentation to MCP clients, read from the published site:

${TOOL_LINES.join('\n')}

  --base-url URL  The docs site to read (default ${PRODUCTION_DOCS_URL}),
                  e.g. http://localhost:3000/docs/ for a local build
  --timeout S     Seconds one fetch from the site may take (default ${DEFAULT_TIMEOUT_SECONDS}; 0 for none)
  --http          Serve Streamable HTTP at /mcp instead of stdio
  --port N        HTTP port (default ${DEFAULT_PORT})
  --host H        HTTP interface (default ${DEFAULT_HOST}; 0.0.0.0 for all)
  --help, --version`;

export class UsageError extends Error {
  override name = 'UsageError';
}

function parseBaseUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--base-url ${value} is not a URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new UsageError(`--base-url must be http or https, not ${url.protocol}`);
  if (url.search || url.hash) throw new UsageError('--base-url takes no query string or fragment.');
  // Files are resolved relative to the base, so it must end with a slash.
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

export function parseOptions(argv: readonly string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        'base-url': {type: 'string'},
        timeout: {type: 'string'},
        http: {type: 'boolean'},
        port: {type: 'string'},
        host: {type: 'string'},
        help: {type: 'boolean', short: 'h'},
        version: {type: 'boolean'},
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.help) return {command: 'help'};
  if (parsed.version) return {command: 'version'};
  if (!parsed.http && (parsed.port !== undefined || parsed.host !== undefined)) {
    throw new UsageError('--port and --host only apply with --http.');
  }
  let http: {port: number; host: string} | null = null;
  if (parsed.http) {
    const port = parsed.port === undefined ? DEFAULT_PORT : Number(parsed.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError(`--port ${parsed.port} is not a port number.`);
    http = {port, host: parsed.host ?? DEFAULT_HOST};
  }
  const seconds = parsed.timeout === undefined ? DEFAULT_TIMEOUT_SECONDS : Number(parsed.timeout);
  if (parsed.timeout?.trim() === '' || !Number.isFinite(seconds) || seconds < 0)
    throw new UsageError(`--timeout ${parsed.timeout} is not a number of seconds.`);
  return {
    command: 'serve',
    baseUrl: parseBaseUrl(parsed['base-url'] ?? PRODUCTION_DOCS_URL),
    timeoutMs: seconds === 0 ? null : seconds * 1000,
    http,
  };
}
