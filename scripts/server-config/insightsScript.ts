import {readFileSync} from 'node:fs';
import path from 'node:path';

const SCRIPT_URL =
  /(\w+)="(\d+\.\d+\.\d+)",\w+="(https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@)"\.concat\(\1,"([^"]+)"\)/;

/**
 * The URL DocSearch loads Algolia's insights script from, read from the
 * installed @docsearch/react so the Content-Security-Policy allows exactly
 * that file. Fails loudly when a DocSearch upgrade changes how it is written.
 */
export function insightsScriptUrl(source = readDocSearchBundle()): string {
  const match = SCRIPT_URL.exec(source);
  if (!match) {
    throw new Error(
      '@docsearch/react: could not find the search-insights script URL in dist/esm/index.js; update SCRIPT_URL in scripts/server-config/insightsScript.ts',
    );
  }
  return `${match[3]}${match[2]}${match[4]}`;
}

function readDocSearchBundle(): string {
  const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
  return readFileSync(path.join(packageDir, 'dist/esm/index.js'), 'utf8');
}
