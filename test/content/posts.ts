import {readFileSync, readdirSync, existsSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';

export type Post = {
  instance: 'blog' | 'announcements';
  folder: string;
  file: string;
  date: string;
  frontMatter: Record<string, unknown>;
  body: string;
};

/** Every post of a blog instance, read from `<instance>/YYYY-MM-DD-slug/index.md(x)`. */
export function readPosts(instance: Post['instance'], siteDir = process.cwd()): Post[] {
  const root = path.join(siteDir, instance);
  return readdirSync(root)
    .filter((name) => /^\d{4}-\d{2}-\d{2}-/.test(name))
    .sort()
    .map((folder) => {
      const file = ['index.md', 'index.mdx'].map((n) => path.join(root, folder, n)).find((f) => existsSync(f));
      if (!file) throw new Error(`${instance}/${folder} has no index.md or index.mdx`);
      const text = readFileSync(file, 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
      return {
        instance,
        folder,
        file,
        date: folder.slice(0, 10),
        frontMatter: match ? (parseYaml(match[1]!) as Record<string, unknown>) : {},
        body: match ? text.slice(match[0].length) : text,
      };
    });
}

/** The keys of a YAML map file such as authors.yml or tags.yml. */
export function yamlKeys(file: string): string[] {
  return Object.keys(parseYaml(readFileSync(file, 'utf8')) as Record<string, unknown>);
}
