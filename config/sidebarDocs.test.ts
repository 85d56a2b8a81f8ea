import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {assertSidebarDocsExist, sidebarDocIds} from './sidebarDocs';

describe('sidebar doc ids', () => {
  it('collects ids from strings, doc items and category links, leaving generated API pages out', () => {
    const items = [
      'intro',
      {type: 'doc' as const, id: 'Migrate/Openai'},
      {
        type: 'category' as const,
        label: 'A',
        link: {type: 'doc' as const, id: 'api/introduction'},
        items: ['Terms/privacy'],
      },
    ];
    expect(sidebarDocIds(items)).toEqual(['intro', 'Migrate/Openai', 'Terms/privacy']);
  });

  it('fails naming the sidebar line, the missing id and an existing id to follow', () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'sidebar-'));
    mkdirSync(path.join(site, 'docs/Migrate'), {recursive: true});
    writeFileSync(path.join(site, 'docs/Migrate/Openai.md'), '');
    writeFileSync(path.join(site, 'sidebars.ts'), "const s = [\n  'Migrate/Openai',\n  'Migrate/Nope',\n];\n");
    expect(() =>
      assertSidebarDocsExist(['Migrate/Openai'], path.join(site, 'sidebars.ts'), path.join(site, 'docs')),
    ).not.toThrow();
    expect(() =>
      assertSidebarDocsExist(
        ['Migrate/Openai', 'Migrate/Nope'],
        path.join(site, 'sidebars.ts'),
        path.join(site, 'docs'),
      ),
    ).toThrow(
      'sidebars.ts:3: doc id `Migrate/Nope` has no page (no docs/Migrate/Nope.md or .mdx)\n  What to do: use the id of an existing doc (its path under docs/ without the extension, such as `Migrate/Openai`), or create the page.',
    );
  });
});
