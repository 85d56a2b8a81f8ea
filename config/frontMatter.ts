import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';

type FrontMatter = Record<string, unknown>;

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

/** Lists what a file's front matter lacks; an empty list means it is valid. */
export function frontMatterProblems(kind: ReturnType<typeof contentKind>, fm: FrontMatter): string[] {
  if (kind === 'other') return [];
  const problems: string[] = [];
  if (!isFilledString(fm.title)) problems.push('`title` is missing or empty');
  if (!isFilledString(fm.description)) problems.push('`description` is missing or empty');
  if (kind === 'post') {
    if (!Array.isArray(fm.authors) || fm.authors.length === 0) {
      problems.push('`authors` must list keys from authors.yml');
    }
    if (!Array.isArray(fm.tags) || fm.tags.length === 0) {
      problems.push('`tags` must list keys from tags.yml');
    }
  }
  return problems;
}

/**
 * Wraps Docusaurus' parser so that unreadable YAML and missing fields fail the
 * build with the file's path and the problem, instead of a page without meta.
 */
export function strictFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const rel = path.relative(siteDir, params.filePath);
    let result: Awaited<ReturnType<ParseFrontMatter>>;
    try {
      result = await params.defaultParseFrontMatter(params);
    } catch (error) {
      throw new Error(`Front matter of ${rel} is not valid YAML: ${(error as Error).message}`);
    }
    const problems = frontMatterProblems(contentKind(params.filePath, siteDir), result.frontMatter);
    if (problems.length > 0) {
      throw new Error(`Front matter of ${rel}: ${problems.join('; ')}.`);
    }
    return result;
  };
}
