import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import rawModels from '@site/data/models.json';
import {markdownFiles} from '../../../scripts/lib/markdownFiles';

const root = path.resolve(__dirname, '../../..');
// Every id is its own anchor on the catalogue page.
const anchors = new Set(rawModels.data.map((entry) => entry.id));

describe('links to catalogue rows', () => {
  const links = markdownFiles(['docs', 'blog', 'announcements'].map((d) => path.join(root, d))).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\/docs\/Models\/Catalogue#([^)\s"'`]+)/g)].map((m) => ({
      file: path.relative(root, file),
      anchor: m[1]!,
    })),
  );

  it('exist in pages and posts', () => {
    expect(links.length).toBeGreaterThan(0);
  });

  it('each name a row of the catalogue', () => {
    expect(links.filter((l) => !anchors.has(l.anchor))).toEqual([]);
  });
});
