import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type Items = Extract<SidebarsConfig[string], unknown[]>;
type Item = Items[number];
type Node = {type?: string; id?: string; items?: unknown; link?: {type?: string; id?: string}};

/** Doc ids the hand-written sidebar names, in order; generated API pages (api/...) are gen:api's to check. */
export function sidebarDocIds(items: readonly Item[]): string[] {
  return items
    .flatMap((item): string[] => {
      if (typeof item === 'string') return [item];
      const node = item as Node;
      const own = node.type === 'doc' && node.id ? [node.id] : [];
      const link = node.link?.type === 'doc' && node.link.id ? [node.link.id] : [];
      return [...own, ...link, ...(Array.isArray(node.items) ? sidebarDocIds(node.items as Item[]) : [])];
    })
    .filter((id) => !id.startsWith('api/'));
}

/** A doc's id is its path under docs/ without the extension (this site sets no `id` in front matter). */
function docExists(docsDir: string, id: string): boolean {
  return ['.md', '.mdx'].some((ext) => existsSync(path.join(docsDir, `${id}${ext}`)));
}

/** An existing id next to the missing one, to show the form an id takes. */
function nearbyId(docsDir: string, id: string): string {
  const dir = path.posix.dirname(id);
  const folder = path.join(docsDir, dir);
  const sibling = existsSync(folder) ? readdirSync(folder).find((name) => /\.mdx?$/.test(name)) : undefined;
  return sibling ? path.posix.join(dir, sibling.replace(/\.mdx?$/, '')) : 'intro';
}

/**
 * Fails while the site loads when the sidebar names a doc that has no page,
 * with the line in the sidebar file and what to do (Docusaurus' own message
 * names neither).
 */
export function assertSidebarDocsExist(items: readonly Item[], sidebarFile: string, docsDir: string): void {
  const lines = readFileSync(sidebarFile, 'utf8').split('\n');
  const rel = path.basename(sidebarFile);
  const problems = sidebarDocIds(items)
    .filter((id) => !docExists(docsDir, id))
    .map((id) => {
      const line = lines.findIndex((l) => l.includes(`'${id}'`)) + 1 || 1;
      return `${rel}:${line}: doc id \`${id}\` has no page (no docs/${id}.md or .mdx)\n  What to do: use the id of an existing doc (its path under docs/ without the extension, such as \`${nearbyId(docsDir, id)}\`), or create the page.`;
    });
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
