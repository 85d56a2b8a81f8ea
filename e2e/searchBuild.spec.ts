import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {hostedFixture} from '../test/support/hostedFixture';
import {readIndexPages} from 'apipie-docs-search/node';
import {fileNames, INDEX_FILE, type IndexManifest, isManifest, MANIFEST_FILE} from 'apipie-docs-search';
import {expect, test} from './support/fixtures';
import {HOSTED_BUILD_DIR, LOCAL_BUILD_DIR} from './support/servedBuilds';

/** Every file under `dir`, as text. */
function filesOf(dir: string): {file: string; text: string}[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {file, text: readFileSync(file, 'latin1')};
    });
}

test.describe('build output', () => {
  // Read once per worker, by the first test that needs them.
  let files: {local: ReturnType<typeof filesOf>; hosted: ReturnType<typeof filesOf>} | undefined;
  const built = () => (files ??= {local: filesOf(LOCAL_BUILD_DIR), hosted: filesOf(HOSTED_BUILD_DIR)});
  const containing = (list: ReturnType<typeof filesOf>, needle: string) =>
    list.filter((f) => f.text.includes(needle)).map((f) => f.file);

  test('never contains the Algolia admin key, which was set while the hosted build ran', () => {
    const {local, hosted} = built();
    expect(containing(hosted, hostedFixture.env.ALGOLIA_ADMIN_API_KEY)).toEqual([]);
    expect(containing(local, hostedFixture.env.ALGOLIA_ADMIN_API_KEY)).toEqual([]);
    // The search key is meant to ship with hosted search, so the check above does look inside the bundles.
    expect(containing(hosted, hostedFixture.env.ALGOLIA_SEARCH_API_KEY).length).toBeGreaterThan(0);
    expect(containing(local, hostedFixture.env.ALGOLIA_SEARCH_API_KEY)).toEqual([]);
  });

  test('preconnects to Algolia only in hosted mode', () => {
    const {local, hosted} = built();
    const preconnect = /<link[^>]*rel=["']?preconnect[^>]*algolia/;
    expect(local.filter((f) => f.file.endsWith('.html') && preconnect.test(f.text)).map((f) => f.file)).toEqual([]);
    expect(hosted.filter((f) => f.file.endsWith('index.html') && preconnect.test(f.text)).length).toBeGreaterThan(0);
  });

  test('writes a split index under one content hash, named by its manifest', () => {
    const dir = path.join(LOCAL_BUILD_DIR, 'search-index');
    // The .br and .gz copies beside them are the server config's precompressed files.
    const written = readdirSync(dir).filter((file) => !/\.(br|gz)$/.test(file));
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as IndexManifest;
    expect(isManifest(manifest)).toBe(true);
    const indexFiles = written.filter((file) => file !== MANIFEST_FILE);
    // Every file is one of this build's: no earlier build's file is left behind. The index has a file per
    // term shard, so each check compares one list: arrayContaining compares every pair of files, which kept
    // a worker busy for longer than a test may take.
    expect(indexFiles.filter((file) => !INDEX_FILE.test(file) || !file.includes(`.${manifest.hash}.json`))).toEqual([]);
    const expected = [
      fileNames.outlines(manifest.hash),
      ...manifest.shards.map((key) => fileNames.shard(key, manifest.hash)),
    ];
    const present = new Set(indexFiles);
    expect(
      expected.filter((file) => !present.has(file)),
      'files the manifest names',
    ).toEqual([]);
    const chunks = indexFiles.filter((file) => file.startsWith('d-'));
    expect(chunks.length).toBeGreaterThan(1);
    expect(indexFiles).toHaveLength(expected.length + chunks.length);
  });

  test('indexes every doc and post, and no list, tag or search page', () => {
    const paths = readIndexPages(path.join(LOCAL_BUILD_DIR, 'search-index')).map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/docs/',
        '/docs/api/introduction',
        '/docs/Terms/api-agree',
        '/docs/Terms/privacy',
        '/docs/Terms/user-agreement',
        '/docs/blog/2024/06/20/welcome',
        '/docs/announcements/2024/12/16/platform-improvements-december-2024',
      ]),
    );
    for (const p of paths)
      expect(p).not.toMatch(
        /^\/docs\/(blog|announcements)(\/(page|tags|archive|authors)\b.*)?$|^\/docs\/(tags|search)\b/,
      );
  });
});
