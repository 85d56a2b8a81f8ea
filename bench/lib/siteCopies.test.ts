import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {OPENAPI_HEADING} from 'apipie-docs-markdown-twins/node';
import {copyCheckout, stockApiPages} from './siteCopies';

/** A checkout with an installed package and a workspace package, linked as npm links them. */
function checkout(): string {
  const repo = mkdtempSync(path.join(tmpdir(), 'site-copies-'));
  const git = (...args: string[]) => execFileSync('git', args, {cwd: repo, stdio: 'ignore'});
  mkdirSync(path.join(repo, 'packages/feature'), {recursive: true});
  writeFileSync(path.join(repo, 'packages/feature/index.js'), 'module.exports = "first";\n');
  mkdirSync(path.join(repo, 'node_modules/installed'), {recursive: true});
  writeFileSync(path.join(repo, 'node_modules/installed/index.js'), 'module.exports = "installed";\n');
  symlinkSync('../packages/feature', path.join(repo, 'node_modules/feature'));
  writeFileSync(path.join(repo, '.gitignore'), 'node_modules/\n');
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@localhost', 'commit', '-qm', 'first');
  return repo;
}

describe('copyCheckout', () => {
  it("links the workspaces' packages to the copy's own folders, and other packages to the checkout's", () => {
    const repo = checkout();
    writeFileSync(path.join(repo, 'packages/feature/index.js'), 'module.exports = "changed";\n');
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'site-copy-')), 'site');
    copyCheckout(repo, copy, 'HEAD');
    const feature = readFileSync(path.join(copy, 'node_modules/feature/index.js'), 'utf8');
    expect(feature, 'a copy of HEAD builds with the package as HEAD has it').toContain('"first"');
    expect(realpathSync(path.join(copy, 'node_modules/feature'))).toBe(
      realpathSync(path.join(copy, 'packages/feature')),
    );
    expect(realpathSync(path.join(copy, 'node_modules/installed'))).toBe(
      realpathSync(path.join(repo, 'node_modules/installed')),
    );
  });
});

describe('stockApiPages', () => {
  /** A site with API pages in docs/api/ and in one copy's, and a build's twins of them. */
  function siteWithTwins(pages: Record<string, string>) {
    const root = mkdtempSync(path.join(tmpdir(), 'stock-api-'));
    for (const dir of ['site/docs/api', 'site/docs/copy-1/api', 'twins', 'stock'])
      mkdirSync(path.join(root, dir), {recursive: true});
    for (const [name, twin] of Object.entries(pages)) {
      for (const dir of ['site/docs/api', 'site/docs/copy-1/api'])
        writeFileSync(path.join(root, dir, `${name}.api.mdx`), '<ApiEndpoint />\n');
      writeFileSync(path.join(root, 'twins', `${name}.md`), twin);
    }
    return {site: path.join(root, 'site'), twins: path.join(root, 'twins'), stock: path.join(root, 'stock')};
  }

  it('writes each twin where the site has its page, less what the twin adds for agents', () => {
    const {site, twins, stock} = siteWithTwins({
      create: `> Documentation index: https://example.test/llms.txt\n\n# Create\n\nBody.\n\n## ${OPENAPI_HEADING}\n\n\`\`\`yaml\nopenapi: 3.1.0\n\`\`\`\n`,
      intro: '> Documentation index: https://example.test/llms.txt\n\n# Introduction\n\nNo operation here.\n',
    });
    expect(stockApiPages(site, stock, twins)).toBe(2);
    for (const dir of ['docs/api', 'docs/copy-1/api']) {
      expect(readFileSync(path.join(stock, dir, 'create.md'), 'utf8')).toBe('# Create\n\nBody.\n\n');
      expect(readFileSync(path.join(stock, dir, 'intro.md'), 'utf8')).toBe('# Introduction\n\nNo operation here.\n');
    }
  });

  it('fails when the twins are not one for each API page', () => {
    const {site, twins, stock} = siteWithTwins({create: '# Create\n'});
    writeFileSync(path.join(site, 'docs/api', 'extra.api.mdx'), '<ApiEndpoint />\n');
    expect(() => stockApiPages(site, stock, twins)).toThrow(/1 API twins for the 2 pages of docs\/api/);
    expect(existsSync(path.join(stock, 'docs/api/create.md'))).toBe(false);
  });
});
