import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addToBundlerCacheVersion} from '../bundlerCache';

/** The folder patch-package applies its patches from, relative to the site. */
const PATCHES_DIR = 'patches';

/** A digest of every patch's name and content: it changes when any patch does. */
export function patchesDigest(patchesDir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(patchesDir)
    .filter((file) => file.endsWith('.patch'))
    .sort()) {
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(patchesDir, name)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Rspack's persistent cache (node_modules/.cache/rspack) takes packages in
 * node_modules as unchanged while their versions are: after a patch changed,
 * `npm install` rewrote the package's files, yet `npm run build` kept bundling
 * the cached modules of the old ones (a changed utils-common patch left main.js
 * as it was until the cache was deleted). This plugin adds the patches to the
 * cache's version, so a changed patch starts a fresh cache.
 */
export default function patchedPackagesCachePlugin(context: LoadContext): Plugin {
  const digest = patchesDigest(join(context.siteDir, PATCHES_DIR));
  return {
    name: 'patched-packages-cache',
    configureWebpack(config) {
      addToBundlerCacheVersion(config, `patches-${digest}`);
      return {};
    },
  };
}
