/**
 * The built files the search modal's code comes in, found in a build's main
 * bundle (Node only): SearchBar loads the modal with a dynamic import whose
 * call, minified, names the chunks it waits for and then calls the module's
 * `preloadIndex`; the webpack runtime maps those chunk ids to file names.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const IMPORT_OF_MODAL =
  /Promise\.all\(\[((?:\w+\.e\("?[\w-]+"?\),?)+)\]\)\.then\(\w+\.bind\(\w+,\d+\)\)\.then\(\w+=>\{[^}]*?\.preloadIndex\(/;

/** Chunk id to file, from the webpack runtime's `u` (scripts) and `miniCssF` (styles) functions. */
function chunkFiles(runtime: string, id: string): string[] {
  const files: string[] = [];
  for (const [fn, ext] of [
    ['u', 'js'],
    ['miniCssF', 'css'],
  ] as const) {
    const body = new RegExp(`\\.${fn}=\\w+=>(.+?)(?:,\\w+\\.\\w+=|;)`).exec(runtime)?.[1];
    if (!body) continue;
    const hashes = [...body.matchAll(/\{([^{}]*)\}\)?\[\w+\]/g)].map((match) => match[1]!);
    const lookup = (table: string | undefined) => table && new RegExp(`(?:^|,)"?${id}"?:"([^"]+)"`).exec(table)?.[1];
    const hash = lookup(hashes[hashes.length - 1]);
    if (!hash) continue;
    const name = hashes.length > 1 ? (lookup(hashes[0]) ?? id) : id;
    files.push(`assets/${ext}/${name}.${hash}.${ext}`);
  }
  return files;
}

/** Paths, relative to `buildDir`, of the scripts and styles opening the search modal loads. */
export function modalCodeFiles(buildDir: string): string[] {
  const jsDir = path.join(buildDir, 'assets/js');
  const names = readdirSync(jsDir).filter((name) => name.endsWith('.js'));
  const main = names.find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  const runtime = names.find((name) => /^runtime~main\.[0-9a-f]+\.js$/.test(name));
  if (!main || !runtime) throw new Error(`${jsDir}: no main bundle or webpack runtime`);
  const call = IMPORT_OF_MODAL.exec(readFileSync(path.join(jsDir, main), 'utf8'));
  if (!call) throw new Error(`${main}: the search modal's import (a chunk list, then preloadIndex) was not found`);
  const ids = [...call[1]!.matchAll(/\.e\("?([\w-]+)"?\)/g)].map((match) => match[1]!);
  const runtimeCode = readFileSync(path.join(jsDir, runtime), 'utf8');
  return ids
    .flatMap((id) => chunkFiles(runtimeCode, id))
    .filter((file) => {
      try {
        readFileSync(path.join(buildDir, file));
        return true;
      } catch {
        return false;
      }
    });
}
