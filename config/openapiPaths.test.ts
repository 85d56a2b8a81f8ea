import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {openapiPaths} from './openapiPaths';

// Generated files are rebuilt from their sources by `npm run gen:api`; a tracked copy goes stale.
describe('generated API reference files', () => {
  it('are not tracked by git', () => {
    const generatedDirs = [openapiPaths.docsOutput, '.generated'];
    const tracked = execFileSync('git', ['ls-files', '--', ...generatedDirs], {encoding: 'utf8'}).trim();
    expect(tracked, `Tracked generated files (run \`git rm --cached\` on them):\n${tracked}`).toBe('');
  });
});
