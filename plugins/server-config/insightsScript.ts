import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const PLUGIN_FILE = 'dist/esm/createAlgoliaInsightsPlugin.js';
const SCRIPT_URL =
  /(\w+) = '(\d+\.\d+\.\d+)';\s*var \w+ = "(https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@)"\.concat\(\1, "([^"]+)"\)/;

/**
 * The URL DocSearch loads Algolia's insights script from, read from the
 * autocomplete insights plugin the installed @docsearch/react uses, so the
 * Content-Security-Policy allows exactly that file. Fails loudly when an
 * upgrade changes how it is written.
 */
export function insightsScriptUrl(source = readInsightsPlugin()): string {
  const match = SCRIPT_URL.exec(source);
  if (!match) {
    throw new Error(
      `@algolia/autocomplete-plugin-algolia-insights: could not find the search-insights script URL in ${PLUGIN_FILE}; update SCRIPT_URL in plugins/server-config/insightsScript.ts`,
    );
  }
  return `${match[3]}${match[2]}${match[4]}`;
}

/**
 * The folder of the package `name` as a module in the folder of `from` resolves it (packages that export no
 * package.json).
 */
function packageDir(name: string, from: string): string {
  const marker = path.join('node_modules', name);
  const entry = createRequire(from).resolve(name);
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length);
}

/** The plugin as DocSearch resolves it: from @docsearch/react's autocomplete core, not the theme's copy. */
function readInsightsPlugin(): string {
  const docSearch = packageDir('@docsearch/react', __filename);
  const core = packageDir('@algolia/autocomplete-core', path.join(docSearch, 'package.json'));
  const plugin = packageDir('@algolia/autocomplete-plugin-algolia-insights', path.join(core, 'package.json'));
  return readFileSync(path.join(plugin, PLUGIN_FILE), 'utf8');
}
