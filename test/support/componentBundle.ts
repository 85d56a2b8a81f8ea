import path from 'node:path';
import {build} from 'esbuild';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Bundles theme code the way the site's bundler does, to weigh what it adds to
 * a page: minified ESM, CSS modules, and React, Docusaurus, its generated
 * files and the theme left out (every page has them already). Dynamic imports
 * become their own chunks.
 */
export async function bundleLikeTheSite(contents: string): Promise<{name: string; text: string}[]> {
  const result = await build({
    stdin: {contents, resolveDir: ROOT, loader: 'ts'},
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: path.join(ROOT, 'tmp-page-weight'),
    jsx: 'automatic',
    loader: {'.module.css': 'local-css'},
    alias: {'@site': ROOT},
    external: ['react', 'react/*', '@docusaurus/*', '@generated/*', '@theme/*', '@theme-original/*'],
    logLevel: 'silent',
  });
  return result.outputFiles.map((file) => ({name: path.basename(file.path), text: file.text}));
}
