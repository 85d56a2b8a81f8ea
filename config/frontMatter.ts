import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {parse as parseYaml} from 'yaml';

type FrontMatter = Record<string, unknown>;

/** One problem of a Markdown file: its line, what is wrong, and what to do about it. */
export type ContentProblem = {line: number; message: string; hint: string};

/** Which content rules apply to a Markdown file, judged by where it lives. */
export function contentKind(filePath: string, siteDir: string): 'doc' | 'post' | 'other' {
  const rel = path.relative(siteDir, filePath).split(path.sep);
  const base = rel[rel.length - 1] ?? '';
  if (base.startsWith('_')) return 'other'; // partials are imported, never rendered alone
  if (rel[0] === 'docs') return 'doc';
  if (rel[0] === 'blog' || rel[0] === 'announcements') return 'post';
  return 'other';
}

function isFilledString(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/** The 1-based line of a top-level front matter key, or 1 (the opening `---`) when it is absent. */
export function lineOfKey(fileContent: string, key: string): number {
  const index = fileContent.split('\n').findIndex((line, i) => i > 0 && new RegExp(`^${key}\\s*:`).test(line));
  return index < 0 ? 1 : index + 1;
}

/** A YAML map file such as tags.yml or authors.yml: its path and keys. */
export type KeyFile = {file: string; keys: readonly string[]};

/** Lists what a file's front matter lacks; an empty list means it is valid. */
export function frontMatterProblems(
  kind: ReturnType<typeof contentKind>,
  fm: FrontMatter,
  fileContent = '',
): ContentProblem[] {
  if (kind === 'other') return [];
  const problems: ContentProblem[] = [];
  const missing = (key: string, hint: string) =>
    problems.push({line: lineOfKey(fileContent, key), message: `front matter: \`${key}\` is missing or empty`, hint});
  if (!isFilledString(fm.title)) missing('title', 'add `title: ...` between the `---` lines at the top of the file.');
  if (!isFilledString(fm.description))
    missing('description', 'add `description: ...` (one or two sentences: search results and link previews show it).');
  if (kind === 'post') {
    if (!Array.isArray(fm.authors) || fm.authors.length === 0)
      missing('authors', 'add `authors: [key]` with keys from authors.yml.');
    if (!Array.isArray(fm.tags) || fm.tags.length === 0) missing('tags', 'add `tags: [key]` with keys from tags.yml.');
  }
  return problems;
}

/** Tags and authors must be keys of their YAML files; names the first line of the list. */
export function keyProblems(
  fm: FrontMatter,
  fileContent: string,
  files: Partial<Record<'tags' | 'authors', KeyFile>>,
): ContentProblem[] {
  const singular = {tags: 'tag', authors: 'author'} as const;
  return (['authors', 'tags'] as const).flatMap((field) => {
    const keyFile = files[field];
    const used = fm[field];
    if (!keyFile || !Array.isArray(used)) return [];
    return used
      .filter((key): key is string => typeof key === 'string' && !keyFile.keys.includes(key))
      .map((key) => ({
        line: lineOfKey(fileContent, field),
        message: `${singular[field]} \`${key}\` is not in ${keyFile.file}`,
        hint: `use a key of ${keyFile.file} (${keyFile.keys.join(', ')}), or add \`${key}\` there with ${field === 'tags' ? 'a label and a description' : 'a name and a title'}.`,
      }));
  });
}

const truncateMarker = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** A post's folder (or file) name starts with its real date, and the post has a truncate marker. */
export function postProblems(relPath: string, fileContent: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const name = relPath.split(/[\\/]/)[1] ?? '';
  const match = /^(\d{4})-(\d{2})-(\d{2})-/.exec(name);
  const hint = 'name the post folder YYYY-MM-DD-slug with its real publication date (it sets the post date and URL).';
  if (!match) {
    problems.push({line: 1, message: `\`${name}\` does not start with a date`, hint});
  } else {
    const [, year, month, day] = match.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
      problems.push({line: 1, message: `\`${match[0].slice(0, 10)}\` in the folder name is not a date`, hint});
    }
  }
  if (!truncateMarker.test(fileContent)) {
    const closing = fileContent.split('\n').findIndex((line, i) => i > 0 && line.trim() === '---');
    problems.push({
      line: closing + 2,
      message: 'the post has no truncate marker',
      hint: 'put `<!-- truncate -->` (in .mdx: `{/*truncate*/}`) after the opening paragraphs: the blog lists show what comes before it.',
    });
  }
  return problems;
}

/** `file:line: problem`, then what to do on the next line, for each problem. */
export function formatContentProblems(rel: string, problems: readonly ContentProblem[]): string {
  return problems.map((p) => `${rel}:${p.line}: ${p.message}\n  What to do: ${p.hint}`).join('\n');
}

/**
 * Wraps Docusaurus' parser so that unreadable YAML, missing fields, unknown
 * tags or authors, and misnamed or untruncated posts fail the build while the
 * site loads, with the file, the line, the problem and what to do.
 */
export function strictFrontMatter(siteDir: string): ParseFrontMatter {
  const keyFiles = new Map<string, KeyFile>();
  const keyFile = (rel: string): KeyFile => {
    if (!keyFiles.has(rel)) {
      const keys = Object.keys(
        (parseYaml(readFileSync(path.join(siteDir, rel), 'utf8')) ?? {}) as Record<string, unknown>,
      );
      keyFiles.set(rel, {file: rel, keys});
    }
    return keyFiles.get(rel)!;
  };
  return async (params) => {
    const rel = path.relative(siteDir, params.filePath).split(path.sep).join('/');
    let result: Awaited<ReturnType<ParseFrontMatter>>;
    try {
      result = await params.defaultParseFrontMatter(params);
    } catch (error) {
      const mark = (error as {mark?: {line: number}}).mark;
      const reason = ((error as {reason?: string}).reason ?? (error as Error).message).split('\n')[0];
      const problem = {
        line: mark ? mark.line + 2 : 1,
        message: `front matter is not valid YAML: ${reason}`,
        hint: 'close the quote or bracket, and put quotes around values that contain ": " or start with a special character.',
      };
      throw new Error(formatContentProblems(rel, [problem]));
    }
    const kind = contentKind(params.filePath, siteDir);
    const instance = rel.split('/')[0]!;
    const fm = result.frontMatter;
    // Only lists that are present are checked (their absence is a front matter problem above).
    const lists: Partial<Record<'tags' | 'authors', KeyFile>> = {};
    if (kind !== 'other' && Array.isArray(fm.tags)) lists.tags = keyFile(`${instance}/tags.yml`);
    if (kind === 'post' && Array.isArray(fm.authors)) lists.authors = keyFile(`${instance}/authors.yml`);
    const problems = [
      ...frontMatterProblems(kind, fm, params.fileContent),
      ...keyProblems(fm, params.fileContent, lists),
      // From the file itself: the MDX loader also parses the truncated copy that blog lists show.
      ...(kind === 'post' ? postProblems(rel, readFileSync(params.filePath, 'utf8')) : []),
    ];
    if (problems.length > 0) throw new Error(formatContentProblems(rel, problems));
    return result;
  };
}
