import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';
import {describe, expect, it} from 'vitest';

/** What the feedback question (its DocItem/Footer wrapper and code; its styles) may add to a doc or API page. */
const BUDGET_GZIP_BYTES = {js: 1536, css: 256};

// Bundled as the site's bundler does (minified; React, Docusaurus and the theme left out, as every page has them),
// JavaScript and CSS together, each gzipped as served.
async function bundle() {
  const root = path.resolve(__dirname, '../../..');
  const result = await build({
    entryPoints: [path.join(root, 'src/theme/DocItem/Footer/index.tsx')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: path.join(root, 'tmp-page-weight'),
    jsx: 'automatic',
    loader: {'.module.css': 'local-css'},
    alias: {'@site': root},
    external: ['react', 'react/*', '@docusaurus/*', '@generated/*', '@theme/*', '@theme-original/*'],
    logLevel: 'silent',
  });
  return result.outputFiles.map((file) => ({name: path.basename(file.path), gzip: gzipSync(file.text, {level: 9}).length, text: file.text}));
}

describe('page feedback weight', () => {
  it(`adds at most ${BUDGET_GZIP_BYTES.js} bytes gzip of JS and ${BUDGET_GZIP_BYTES.css} of CSS to a page, and no analytics beyond a no-op`, async () => {
    const files = await bundle();
    const gzipOf = (extension: string) => files.filter((file) => file.name.endsWith(extension)).reduce((sum, file) => sum + file.gzip, 0);
    console.log(`[page weight] feedback: JS ${gzipOf('.js')} B, CSS ${gzipOf('.css')} B gzip (budgets ${BUDGET_GZIP_BYTES.js}, ${BUDGET_GZIP_BYTES.css})`);
    expect(files.some((file) => file.text.includes('Was this page helpful?'))).toBe(true);
    // track() only: the collector (sendBeacon, batching) ships when analytics is configured.
    expect(files.some((file) => file.text.includes('sendBeacon'))).toBe(false);
    expect(gzipOf('.js')).toBeLessThanOrEqual(BUDGET_GZIP_BYTES.js);
    expect(gzipOf('.css')).toBeLessThanOrEqual(BUDGET_GZIP_BYTES.css);
  });
});
