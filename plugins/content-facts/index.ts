import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {priceProblems} from './prices';

export type ContentFactsPluginOptions = {
  /** Folders and files, relative to the site folder, whose text is checked: docs, posts, the API description. */
  sources: string[];
  /** Folders left out: pages generated from a checked source (docs/api from the API description). */
  skip: string[];
};

export type ContentProblem = {file: string; line: number; message: string};

/** Every .md, .mdx and .json file under the given folders, but the skipped ones (a file given itself counts as it is). */
export function contentFiles(siteDir: string, sources: readonly string[], skip: readonly string[] = []): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    if (skip.includes(relative)) return;
    const absolute = path.join(siteDir, relative);
    if (!statSync(absolute).isDirectory()) {
      if (/\.(mdx?|json)$/.test(relative)) files.push(relative);
      return;
    }
    for (const name of readdirSync(absolute)) walk(path.join(relative, name));
  };
  sources.forEach(walk);
  return files.sort();
}

/** The problems of every checked file, by `file:line`. */
export function contentProblems(
  siteDir: string,
  sources: readonly string[],
  skip: readonly string[] = [],
): ContentProblem[] {
  return contentFiles(siteDir, sources, skip).flatMap((file) =>
    priceProblems(readFileSync(path.join(siteDir, file), 'utf8')).map((p) => ({file, ...p})),
  );
}

export function formatContentProblems(problems: readonly ContentProblem[]): string {
  return [
    `Content check: ${problems.length} problem(s):`,
    ...problems.map((p) => `- ${p.file}:${p.line}: ${p.message}`),
  ].join('\n');
}

/**
 * Checks what pages state before anything renders: a price in docs, posts or the API description
 * fails the build, naming the file and line.
 */
export default function contentFactsPlugin(context: LoadContext, options: ContentFactsPluginOptions): Plugin {
  return {
    name: 'content-facts',
    async loadContent() {
      const problems = contentProblems(context.siteDir, options.sources, options.skip);
      if (problems.length > 0) throw new Error(formatContentProblems(problems));
    },
  };
}
