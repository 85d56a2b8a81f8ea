/**
 * Docusaurus keys the bundler's persistent cache by its own version and theme
 * aliases only. A plugin whose output depends on something else (the search
 * mode's alias, the patches in node_modules) adds that to the cache's version,
 * so a change starts a fresh cache instead of reusing modules built without it.
 */
type CacheOptions = {version?: unknown} | boolean | undefined;

/**
 * Appends `-suffix` to the version of each persistent cache in a bundler
 * config: webpack's `cache` and Rspack's `experiments.cache`. A build without
 * one (no cache, or a memory cache, which has no version) is left as it is.
 */
export function addToBundlerCacheVersion(config: {cache?: unknown; experiments?: unknown}, suffix: string): void {
  const caches: CacheOptions[] = [
    config.cache as CacheOptions,
    (config.experiments as {cache?: CacheOptions} | undefined)?.cache,
  ];
  for (const cache of caches) {
    if (cache && typeof cache === 'object' && typeof cache.version === 'string') {
      cache.version = `${cache.version}-${suffix}`;
    }
  }
}
