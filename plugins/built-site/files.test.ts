import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {builtPageFile, pageFileCandidates, pagePathOf, requireBuiltPageFile} from './files';

describe('pagePathOf', () => {
  it.each([
    ['/docs/', ''],
    ['/docs/Features/Routing', 'Features/Routing'],
    // Folder index docs keep a trailing slash in their permalink; their file has none.
    ['/docs/Integrations/Coding/', 'Integrations/Coding'],
    ['/docs/404.html', '404.html'],
    // A path given without the base URL is taken as under it.
    ['/Features/Routing', 'Features/Routing'],
  ])('%s is %j', (route, pagePath) => {
    expect(pagePathOf(route, '/docs/')).toBe(pagePath);
  });
});

describe('the built file of a page', () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'built-site-files-'));
  mkdirSync(path.join(outDir, 'blog'), {recursive: true});
  mkdirSync(path.join(outDir, 'Features'), {recursive: true});
  for (const file of ['index.html', '404.html', 'Features/Routing.html', 'blog/index.html'])
    writeFileSync(path.join(outDir, file), '<h1>x</h1>');
  afterAll(() => rmSync(outDir, {recursive: true, force: true}));

  it('is looked for as nginx looks (x.html, then x/index.html); a path naming its file is that file', () => {
    expect(pageFileCandidates('')).toEqual(['index.html']);
    expect(pageFileCandidates('Features/Routing')).toEqual(['Features/Routing.html', 'Features/Routing/index.html']);
    expect(pageFileCandidates('404.html')).toEqual(['404.html']);
  });

  it('is found for the home page, a page, a folder page and the 404 page', () => {
    expect(builtPageFile(outDir, '')).toBe(path.join(outDir, 'index.html'));
    expect(builtPageFile(outDir, 'Features/Routing')).toBe(path.join(outDir, 'Features/Routing.html'));
    expect(builtPageFile(outDir, 'blog')).toBe(path.join(outDir, 'blog/index.html'));
    expect(builtPageFile(outDir, '404.html')).toBe(path.join(outDir, '404.html'));
    expect(builtPageFile(outDir, 'Features/Nothing')).toBeNull();
  });

  it('names the page, the build and the files looked for when it must exist and does not', () => {
    expect(() => requireBuiltPageFile(outDir, 'Features/Nothing')).toThrow(
      `No built HTML for the page "Features/Nothing" in ${outDir} (looked for Features/Nothing.html, Features/Nothing/index.html).`,
    );
  });
});
