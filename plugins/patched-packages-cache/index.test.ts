import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {patchesDigest} from './index';

function patchesFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'patches-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

describe('patchesDigest', () => {
  const base = {'a+1.0.0.patch': 'diff a', 'b+2.0.0.patch': 'diff b', 'README.md': 'notes'};

  it('changes when a patch changes, is added or is renamed', () => {
    const digest = patchesDigest(patchesFolder(base));
    expect(patchesDigest(patchesFolder({...base, 'b+2.0.0.patch': 'diff b, changed'}))).not.toBe(digest);
    expect(patchesDigest(patchesFolder({...base, 'c+3.0.0.patch': 'diff c'}))).not.toBe(digest);
    const {['a+1.0.0.patch']: a, ...rest} = base;
    expect(patchesDigest(patchesFolder({...rest, 'a+1.0.1.patch': a}))).not.toBe(digest);
  });

  it('ignores files that are not patches', () => {
    expect(patchesDigest(patchesFolder({...base, 'README.md': 'other notes'}))).toBe(
      patchesDigest(patchesFolder(base)),
    );
  });
});
