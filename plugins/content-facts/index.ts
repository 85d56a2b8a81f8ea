import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkModelData, type ModelEntry} from '../../data/modelSchema';
import {vendorPageOf, vendorPages} from '../../data/vendorPages';
import {priceProblems} from './prices';
import {tokenClaimProblems, type ModelLimits} from './tokenClaims';

export type ContentFactsPluginOptions = {
  /** Folders and files, relative to the site folder, whose text is checked: docs, posts, the API description. */
  sources: string[];
  /** Folders left out: pages generated from a checked source (docs/api from the API description). */
  skip: string[];
  /** The model data token counts are checked against: data/models.json. */
  dataFile: string;
  /** Where a vendor's Models page lives: docs/Models/<slug>.mdx. */
  vendorPagesDir: string;
};

export type ContentProblem = {file: string; line: number; message: string};

/**
 * Every .md, .mdx and .json file under the given folders, but the skipped ones (a file given itself counts as it is).
 */
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

/** The limits data/models.json records, by id and by Models page. */
export function modelLimits(entries: readonly ModelEntry[]): ModelLimits {
  const byId = new Map<string, number[]>();
  const byVendor = new Map<string, number[]>();
  const contextsByVendor = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, values: number[]) =>
    map.set(key, [...(map.get(key) ?? []), ...values]);
  for (const entry of entries) {
    const limits = entry.variants.flatMap((v) => [v.max_tokens, v.max_response_tokens]);
    const recorded = limits.filter((n): n is number => n !== undefined);
    if (recorded.length === 0) continue;
    byId.set(entry.id, recorded);
    const slug = vendorPageOf(entry.id)?.slug;
    if (!slug) continue;
    add(byVendor, slug, recorded);
    add(
      contextsByVendor,
      slug,
      entry.variants.flatMap((v) => (v.max_tokens === undefined ? [] : [v.max_tokens])),
    );
  }
  return {byId, byVendor, contextsByVendor, vendorNames: new Map(vendorPages.map((p) => [p.slug, p.name]))};
}

/** The problems of every checked file, by `file:line`: prices, and token counts the model data contradicts. */
export function contentProblems(siteDir: string, options: ContentFactsPluginOptions): ContentProblem[] {
  const dataFile = path.join(siteDir, options.dataFile);
  const limits = modelLimits(checkModelData(JSON.parse(readFileSync(dataFile, 'utf8')), options.dataFile).data);
  return contentFiles(siteDir, options.sources, options.skip).flatMap((file) => {
    const text = readFileSync(path.join(siteDir, file), 'utf8');
    const vendor =
      path.dirname(file) === options.vendorPagesDir ? path.basename(file).replace(/\.mdx?$/, '') : undefined;
    const problems = priceProblems(text);
    if (/\.mdx?$/.test(file)) problems.push(...tokenClaimProblems(text, limits, vendor));
    return problems.sort((a, b) => a.line - b.line).map((p) => ({file, ...p}));
  });
}

export function formatContentProblems(problems: readonly ContentProblem[]): string {
  return [
    `Content check: ${problems.length} problem(s):`,
    ...problems.map((p) => `- ${p.file}:${p.line}: ${p.message}`),
  ].join('\n');
}

/**
 * Checks what pages state before anything renders: a price in docs, posts or the API description,
 * or a token count for a model that data/models.json contradicts, fails the build, naming the file
 * and line.
 */
export default function contentFactsPlugin(context: LoadContext, options: ContentFactsPluginOptions): Plugin {
  return {
    name: 'content-facts',
    getPathsToWatch: () => [path.join(context.siteDir, options.dataFile)],
    async loadContent() {
      const problems = contentProblems(context.siteDir, options);
      if (problems.length > 0) throw new Error(formatContentProblems(problems));
    },
  };
}
