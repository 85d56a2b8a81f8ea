import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILT_TESTS} from '../vitest.config';

/** The folders vitest.config.ts searches for unit tests. */
const TEST_ROOTS = ['config', 'src', 'scripts', 'plugins', 'data', 'mcp'];

/**
 * A test that reads `build/` must be in the `built` project, which runs after the build; in `source`
 * it would fail on a fresh checkout, where no build exists yet.
 */
describe('vitest projects', () => {
  it('puts every test that reads build/ in the built project', () => {
    const tests = TEST_ROOTS.flatMap((root) =>
      readdirSync(root, {recursive: true, encoding: 'utf8'})
        .filter((name) => name.endsWith('.test.ts') && !name.split(path.sep).includes('node_modules'))
        .map((name) => path.posix.join(root, name.split(path.sep).join('/'))),
    );
    const readsBuild = tests.filter((file) => /path\.resolve\(\s*'build'\s*\)/.test(readFileSync(file, 'utf8')));
    expect(readsBuild.length).toBeGreaterThan(0);
    expect(readsBuild.filter((file) => !BUILT_TESTS.includes(file))).toEqual([]);
  });
});
