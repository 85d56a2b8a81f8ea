// Plain CommonJS: the bundler loads its loaders with Node's require, not through the
// TypeScript loader the site's config uses. plugins/build-only-data/index.ts adds it.
/**
 * A bundler loader for two files Docusaurus generates in .docusaurus/, so that
 * what only the build and the server read stays out of the main bundle every
 * page loads:
 * - docusaurus.config.mjs: the site config as JSON. Plugin, preset and theme
 *   options, head tags and the page template are read at build time only, and
 *   the redirect table is the biggest of them.
 * - registry.js: each route module as [loader, module path, module id]. Only
 *   the server reads the path (react-loadable reports it while rendering a
 *   page), so the client build gets `0` in its place.
 * A file whose shape it does not know is left whole, with a warning.
 */
const path = require('node:path');

/** Top-level config keys no client code reads. */
const BUILD_ONLY_CONFIG_KEYS = ['plugins', 'presets', 'themes', 'headTags', 'ssrTemplate'];

const EXPORT = 'export default ';

/** The generated config without its build-only keys, or null if it is not `export default <JSON>;`. */
function trimSiteConfig(source) {
  const start = source.indexOf(EXPORT);
  const end = source.lastIndexOf(';');
  if (start < 0 || end < start) return null;
  let config;
  try {
    config = JSON.parse(source.slice(start + EXPORT.length, end));
  } catch {
    return null;
  }
  if (config === null || typeof config !== 'object' || Array.isArray(config)) return null;
  for (const key of BUILD_ONLY_CONFIG_KEYS) delete config[key];
  return `${source.slice(0, start)}${EXPORT}${JSON.stringify(config, null, 2)};\n`;
}

/**
 * One registry entry: `"name": [() => import(/* webpackChunkName: "name" *\/ "path"), "path",
 * require.resolveWeak("path")],`,
 * on a line of its own; the last one is followed by the object's `};` on the same line.
 */
const REGISTRY_ENTRY =
  /^(\s*"[^"\n]+": \[\(\) => import\(\/\* webpackChunkName: "[^"\n]+" \*\/ ("(?:[^"\\\n]|\\.)*")\)), \2, (require\.resolveWeak\(\2\)\],)(?=(?:\};)?$)/gm;
const ANY_ENTRY = /^\s*"[^"\n]+": \[/gm;

/** The registry with `0` for every module path, or null unless every entry has the known shape. */
function dropRegistryModulePaths(source) {
  const entries = (source.match(ANY_ENTRY) ?? []).length;
  let dropped = 0;
  const result = source.replace(REGISTRY_ENTRY, (_, head, _path, tail) => {
    dropped += 1;
    return `${head}, 0, ${tail}`;
  });
  return entries > 0 && dropped === entries ? result : null;
}

/** @this {{resourcePath: string, emitWarning: (error: Error) => void}} */
function trimGenerated(source) {
  const file = path.basename(this.resourcePath);
  const trimmed = file === 'registry.js' ? dropRegistryModulePaths(source) : trimSiteConfig(source);
  if (trimmed !== null) return trimmed;
  this.emitWarning(
    new Error(
      `plugins/build-only-data: .docusaurus/${file} no longer has the shape this loader knows, so it is bundled whole. Check the file this Docusaurus version generates, then update plugins/build-only-data/trimGenerated.cjs.`,
    ),
  );
  return source;
}

module.exports = trimGenerated;
module.exports.trimSiteConfig = trimSiteConfig;
module.exports.dropRegistryModulePaths = dropRegistryModulePaths;
module.exports.BUILD_ONLY_CONFIG_KEYS = BUILD_ONLY_CONFIG_KEYS;
