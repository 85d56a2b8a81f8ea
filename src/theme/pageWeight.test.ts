import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {bundleLikeTheSite} from '../../test/support/componentBundle';

/** What the menu, the agent note and their theme wrappers may add to every doc page. */
const BUDGET_GZIP_BYTES = 3 * 1024;

// The code every page loads: the two wrappers and what they import, the menu split off behind its dynamic import.
const bundle = () =>
  bundleLikeTheSite(
    "export {default as Layout} from './src/theme/Layout';\nexport {default as Content} from './src/theme/DocItem/Content';",
  );

describe('Copy page menu weight', () => {
  it(`adds at most ${BUDGET_GZIP_BYTES} bytes gzip to a page, the menu itself loading on demand`, async () => {
    const files = await bundle();
    const entry = files.filter((file) => file.name.startsWith('stdin'));
    const chunks = files.filter((file) => !file.name.startsWith('stdin'));
    // The menu (its items, copy logic and styles) is in a separate chunk, not in what every page loads.
    expect(entry.some((file) => file.text.includes('Open in Claude'))).toBe(false);
    expect(chunks.some((file) => file.text.includes('Open in Claude'))).toBe(true);
    const eagerGzip = entry.reduce((sum, file) => sum + gzipSync(file.text, {level: 9}).length, 0);
    console.log(
      `[page weight] every page: ${eagerGzip} B gzip (budget ${BUDGET_GZIP_BYTES}); menu chunk: ${chunks.reduce((s, f) => s + gzipSync(f.text).length, 0)} B gzip, on demand`,
    );
    expect(eagerGzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
});
