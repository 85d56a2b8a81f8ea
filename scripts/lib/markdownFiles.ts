import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/** Every .md and .mdx file under the given folders. */
export function markdownFiles(roots: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name)) files.push(full);
    }
  };
  roots.forEach(walk);
  return files.sort();
}
