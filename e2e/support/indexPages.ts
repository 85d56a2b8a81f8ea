import {readFileSync} from 'node:fs';
import path from 'node:path';
import {decodeIndex} from '../../src/search/indexFile';

/** The pages of the search index in `dir` (a build's search-index/, or the dev server's). */
export function indexPages(dir: string) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {index: string};
  return decodeIndex(JSON.parse(readFileSync(path.join(dir, manifest.index), 'utf8'))).pages;
}
