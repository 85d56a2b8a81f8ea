import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {bundleLikeTheSite} from '../../../test/support/componentBundle';

/** What the feedback question (its DocItem/Footer wrapper and code; its styles) may add to a doc or API page. */
const BUDGET_GZIP_BYTES = {js: 1536, css: 256};

// The wrapper and what it imports, as the site's bundler would bundle them; each output gzipped as served.
async function bundle() {
  const files = await bundleLikeTheSite("export {default} from './src/theme/DocItem/Footer';");
  return files.map((file) => ({...file, gzip: gzipSync(file.text, {level: 9}).length}));
}

describe('page feedback weight', () => {
  it(`adds at most ${BUDGET_GZIP_BYTES.js} bytes gzip of JS and ${BUDGET_GZIP_BYTES.css} of CSS to a page, and no analytics beyond a no-op`, async () => {
    const files = await bundle();
    const gzipOf = (extension: string) =>
      files.filter((file) => file.name.endsWith(extension)).reduce((sum, file) => sum + file.gzip, 0);
    console.log(
      `[page weight] feedback: JS ${gzipOf('.js')} B, CSS ${gzipOf('.css')} B gzip (budgets ${BUDGET_GZIP_BYTES.js}, ${BUDGET_GZIP_BYTES.css})`,
    );
    expect(files.some((file) => file.text.includes('Was this page helpful?'))).toBe(true);
    // track() only: the collector (sendBeacon, batching) ships when analytics is configured.
    expect(files.some((file) => file.text.includes('sendBeacon'))).toBe(false);
    expect(gzipOf('.js')).toBeLessThanOrEqual(BUDGET_GZIP_BYTES.js);
    expect(gzipOf('.css')).toBeLessThanOrEqual(BUDGET_GZIP_BYTES.css);
  });
});
