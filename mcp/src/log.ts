/**
 * Logs go to stderr only: over stdio, stdout carries the protocol's JSON-RPC
 * messages and one stray line would break the client's parser.
 */
export function log(message: string): void {
  process.stderr.write(`[apipie-docs-mcp] ${message}\n`);
}
