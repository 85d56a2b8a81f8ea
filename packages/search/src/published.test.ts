import {describe, expect, it} from 'vitest';
import {buildIndexFiles} from './indexBuilder';
import {MANIFEST_FORMAT_ERROR} from './indexFormat';
import {openPublishedIndex, UnusableIndexError} from './published';
import {parseQuery} from './query';
import {samplePages} from './fixtures/samplePages';

const built = buildIndexFiles({siteUrl: 'https://apipie.ai', pages: samplePages});
const manifest: unknown = JSON.parse(JSON.stringify(built.manifest));
const manifestUrl = 'https://example.com/docs/search-index/manifest.json';

/** Reads the built files by name, as a site's files are fetched, recording each name. */
function reader(files: Map<string, string> = built.files) {
  const names: string[] = [];
  const read = async (name: string) => {
    names.push(name);
    const text = files.get(name);
    if (text === undefined) throw new Error(`fetch failed: ${name}`);
    return JSON.parse(text) as unknown;
  };
  return {read, names};
}

describe('openPublishedIndex', () => {
  it('opens the engine from the manifest, reading the files beside it by name', async () => {
    const {read, names} = reader();
    const opened = await openPublishedIndex({manifestUrl, manifest, read});
    expect(opened.manifest.hash).toBe(built.manifest.hash);
    // The manifest holds the meta: nothing else is read until a query.
    expect(names).toEqual([]);
    const {matches} = await opened.engine.search(parseQuery('streaming'), {length: 3});
    expect(matches.length).toBeGreaterThan(0);
  });

  it('keeps the index it was given when the manifest names the same one, reading nothing', async () => {
    const first = await openPublishedIndex({manifestUrl, manifest, read: reader().read});
    const {read, names} = reader();
    expect(await openPublishedIndex({manifestUrl, manifest, read, current: first})).toBe(first);
    expect(names).toEqual([]);
  });

  it('refuses a manifest of another format, naming its URL', async () => {
    const stale = {...(manifest as object), format: -1};
    await expect(openPublishedIndex({manifestUrl, manifest: stale, read: reader().read})).rejects.toThrow(
      new UnusableIndexError(`The search manifest at ${manifestUrl} is unusable: ${MANIFEST_FORMAT_ERROR}.`),
    );
  });

  it('refuses a manifest whose meta is unreadable, naming its URL', async () => {
    const corrupt = {...(manifest as object), meta: {pages: 3}};
    await expect(openPublishedIndex({manifestUrl, manifest: corrupt, read: reader().read})).rejects.toThrow(
      new UnusableIndexError(`The search manifest at ${manifestUrl} is unusable: ${MANIFEST_FORMAT_ERROR}.`),
    );
  });

  it('passes a failed read on as it is', async () => {
    const {engine} = await openPublishedIndex({manifestUrl, manifest, read: reader(new Map()).read});
    const failed = engine.search(parseQuery('streaming'));
    await expect(failed).rejects.toThrow('fetch failed: t-');
    await expect(failed).rejects.not.toBeInstanceOf(UnusableIndexError);
  });
});
