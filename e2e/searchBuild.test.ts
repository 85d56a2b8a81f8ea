import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {readIndexPages} from '../src/search/builtIndex';
import {hostedFixture} from '../scripts/lib/hostedFixture';

/** Every file under `dir`, as text. */
function filesOf(dir: string): {file: string; text: string}[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {file, text: readFileSync(file, 'latin1')};
    });
}

describe('build output', () => {
  const local = filesOf(inject('buildDir'));
  const hosted = filesOf(inject('hostedBuildDir'));
  const containing = (files: typeof local, needle: string) => files.filter((f) => f.text.includes(needle)).map((f) => f.file);

  it('never contains the Algolia admin key, which was set while the hosted build ran', () => {
    expect(containing(hosted, hostedFixture.env.ALGOLIA_ADMIN_API_KEY)).toEqual([]);
    expect(containing(local, hostedFixture.env.ALGOLIA_ADMIN_API_KEY)).toEqual([]);
    // The search key is meant to ship with hosted search, so the check above does look inside the bundles.
    expect(containing(hosted, hostedFixture.env.ALGOLIA_SEARCH_API_KEY).length).toBeGreaterThan(0);
    expect(containing(local, hostedFixture.env.ALGOLIA_SEARCH_API_KEY)).toEqual([]);
  });

  it('preconnects to Algolia only in hosted mode', () => {
    const preconnect = /<link[^>]*rel=["']?preconnect[^>]*algolia/;
    expect(local.filter((f) => f.file.endsWith('.html') && preconnect.test(f.text)).map((f) => f.file)).toEqual([]);
    expect(hosted.filter((f) => f.file.endsWith('index.html') && preconnect.test(f.text)).length).toBeGreaterThan(0);
  });

  it('writes one content-hashed index and its manifest', () => {
    // The .br and .gz copies beside them are the server config's precompressed files.
    const files = readdirSync(path.join(inject('buildDir'), 'search-index'))
      .filter((file) => !/\.(br|gz)$/.test(file))
      .sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^index\.[0-9a-f]{12}\.json$/);
    expect(files[1]).toBe('manifest.json');
  });

  it('indexes every doc and post, and no list, tag or search page', () => {
    const paths = readIndexPages(path.join(inject('buildDir'), 'search-index')).map((page) => page.path);
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
    for (const p of paths) expect(p).not.toMatch(/^\/docs\/(blog|announcements)(\/(page|tags|archive|authors)\b.*)?$|^\/docs\/(tags|search)\b/);
  });

  it('gives `npm start` the same pages, titles and sections as the build for hand-written pages', () => {
    // The dev server's index, rendered from the sources, is written on every load of the site.
    const dev = readIndexPages(path.resolve('.docusaurus/search-index-dev'));
    const built = readIndexPages(path.join(inject('buildDir'), 'search-index'));
    // Generated API pages (the introduction too) pass text through component props, which the
    // source renderer cannot see; body text inside MDX components (tabs, admonitions) may be cut
    // differently, headings may not.
    const handWritten = (page: {path: string}) => !page.path.startsWith('/docs/api/');
    // Depth-5 entries are table row headers (th scope=row). Only the model tables and the catalogue
    // have them, and their rows come from data/models.json through React components, which the
    // source renderer does not run: in `npm start` those rows are not searchable.
    const fromPageText = (entry: {depth: number}) => entry.depth !== 5;
    const outline = (pages: typeof dev) =>
      pages.filter(handWritten).map((page) => ({
        path: page.path,
        lvl0: page.lvl0,
        lvl1: page.lvl1,
        sections: page.entries.flatMap((entry) =>
          'depth' in entry && fromPageText(entry) ? [`${entry.depth} ${entry.anchor} ${entry.text}`] : [],
        ),
      }));
    expect(outline(dev)).toEqual(outline(built));
  });
});
