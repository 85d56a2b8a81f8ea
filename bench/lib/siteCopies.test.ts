import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {copyCheckout} from './siteCopies';

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
