// Bundles the server into dist/cli.js. The site's search engine, query parser
// and ranking (the apipie-docs-search workspace) are compiled in, since an installed package
// cannot reach the repository's source; the SDK and zod stay dependencies.
import {build} from 'esbuild';
import {chmod, rm} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CLI_PATH = path.join(here, 'dist', 'cli.js');

export async function buildPackage() {
  await rm(path.dirname(CLI_PATH), {recursive: true, force: true});
  await build({
    entryPoints: [path.join(here, 'src', 'cli.ts')],
    outdir: path.dirname(CLI_PATH),
    bundle: true,
    // The HTTP transport goes in its own chunk, loaded only with --http.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['@modelcontextprotocol/sdk', 'zod'],
    banner: {js: '#!/usr/bin/env node'},
    logLevel: 'warning',
  });
  await chmod(CLI_PATH, 0o755);
  return CLI_PATH;
}

// No top-level await: the CommonJS bench script imports this module too.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildPackage().then((file) => console.log(`Built ${path.relative(process.cwd(), file)}`));
}
