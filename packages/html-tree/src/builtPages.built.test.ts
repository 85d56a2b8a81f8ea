import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fastTree} from './fastTree';
import {parseHtml, parseHtmlFragment, parseWithParse5} from './parseHtml';

/**
 * Every page of `npm run build`, and its `<main>` as the twins read it, parsed as parse5 parses it:
 * the pages a change to the site renders are the inputs htmlparser2's shortcut must get right.
 */
const buildDir = path.resolve('build');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !file.startsWith('_server'))
    .map((file) => path.join(dir, file));
}

describe('the built pages as hast', () => {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    it('needs the built site', () => {
      throw new Error(`No site in ${buildDir}: run \`npm run build\` before the built tests.`);
    });
    return;
  }

  it('are the trees parse5 builds, most of them read by htmlparser2', () => {
    const files = htmlFiles(buildDir);
    let fast = 0;
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      if (fastTree(html, 'document')) fast++;
      expect(parseHtml(html), path.relative(buildDir, file)).toEqual(parseWithParse5(html, 'document'));
      const start = html.search(/<main[\s>]/);
      const end = html.lastIndexOf('</main>') + '</main>'.length;
      if (start < 0 || end <= start) continue;
      const main = html.slice(start, end);
      expect(parseHtmlFragment(main), `${path.relative(buildDir, file)}, <main>`).toEqual(
        parseWithParse5(main, 'fragment'),
      );
    }
    console.log(`${files.length} built pages; ${fast} read by htmlparser2, the others by parse5`);
    // Docusaurus' pages: all but the redirect pages (a head alone) take the shortcut.
    expect(fast).toBeGreaterThan(files.length / 2);
  });
});
