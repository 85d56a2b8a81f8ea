// Bundles the server into dist/cli.js. The site's search engine, query parser
// and ranking (../src/search) are compiled in, since an installed package
// cannot reach the repository's source; the SDK and zod stay dependencies.
import {build} from 'esbuild';
import {chmod} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CLI_PATH = path.join(here, 'dist', 'cli.js');

export async function buildPackage() {
  await build({
    entryPoints: [path.join(here, 'src', 'cli.ts')],
    outfile: CLI_PATH,
    bundle: true,
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildPackage();
  console.log(`Built ${path.relative(process.cwd(), CLI_PATH)}`);
}
