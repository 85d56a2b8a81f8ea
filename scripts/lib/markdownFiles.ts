import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/** Every .md and .mdx file under the given folders (a file given itself counts as it is). */
export function markdownFiles(roots: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (entry: string) => {
    if (!statSync(entry).isDirectory()) {
      if (/\.mdx?$/.test(entry)) files.push(entry);
      return;
    }
    for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  roots.forEach(walk);
  return files.sort();
}
