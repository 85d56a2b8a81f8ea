import {describe, expect, it} from 'vitest';
import {summarizeAssets} from './pageWeight';

describe('summarizeAssets', () => {
  it('adds raw and gzip bytes per kind and counts files', () => {
    const weight = summarizeAssets('home', [
      {url: 'a.js', kind: 'js', raw: 100, gzip: 40, afterLoad: false},
      {url: 'b.js', kind: 'js', raw: 50, gzip: 20, afterLoad: true},
      {url: 'c.css', kind: 'css', raw: 30, gzip: 10, afterLoad: false},
    ]);
    expect(weight).toEqual({
      page: 'home',
      js: {raw: 150, gzip: 60, files: 2},
      css: {raw: 30, gzip: 10, files: 1},
    });
  });

  it('reports zeros for a page without assets of a kind', () => {
    expect(summarizeAssets('plain', []).css).toEqual({raw: 0, gzip: 0, files: 0});
  });
});
