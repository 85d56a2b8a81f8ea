import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {DocsSite} from './docsSite';
import {log} from './log';
import {parseOptions, UsageError, USAGE} from './options';
import {PACKAGE} from './packageInfo';
import {createDocsServer} from './server';

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  // Help and version are asked for by a person at a terminal, not by an MCP client.
  if (options.command === 'help') return void process.stdout.write(`${USAGE}\n`);
  if (options.command === 'version') return void process.stdout.write(`${PACKAGE.version}\n`);
  const site = new DocsSite(options.baseUrl, undefined, options.timeoutMs);
  // Fetch and index while the client initializes and its model decides what to ask.
  site.search.preload();
  if (options.http) {
    // Loaded only here: the HTTP transport adds a quarter second to every stdio start.
    const {startHttpServer} = await import('./httpServer');
    const {url} = await startHttpServer(site, options.http);
    log(`serving ${options.baseUrl.href} over Streamable HTTP at ${url}`);
    return;
  }
  await createDocsServer(site).connect(new StdioServerTransport());
  log(`serving ${options.baseUrl.href} over stdio`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  log(`failed to start: ${(error as Error).message}`);
  process.exit(1);
});
