import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {listOperations, type OpenApiSpec, type Operation} from './loadSpec';
import {pointerTo, type SpecProblem} from './problems';

/**
 * An operation's guide: the page of our own docs that explains what the operation does and calls it,
 * named by the operation's standard `externalDocs` ({url, description}) with the page's published URL.
 * The operation's page links it ("Guide: <title>"), and search lets the operation page yield to it on
 * questions that are not about the API surface (the search package's engine.ts).
 */
export type OperationGuide = {
  /** The guide's site path, e.g. /docs/Features/Voices. */
  path: string;
  /** The guide's front matter title. */
  title: string;
};

/**
 * Where the site publishes its docs and keeps their sources: externalDocs urls under `url` + `baseUrl`
 * name a guide. Absolute folders: gen:api runs the page generator in a staging folder.
 */
export type GuideSite = {
  /** The site's origin, `https://apipie.ai`. */
  url: string;
  /** The docs' base URL, `/docs/`. */
  baseUrl: string;
  /** The site's folder, which problems name files relative to. */
  siteDir: string;
  /** The docs' source folder, where a guide's `.md` or `.mdx` file lives. */
  docsDir: string;
};

/** The docs source file of a site path under DOCS_ORIGIN (`Features/Voices` → docs/Features/Voices.mdx), if any. */
function sourceOf(docsDir: string, rest: string): string | undefined {
  return ['.mdx', '.md'].map((ext) => path.join(docsDir, `${rest}${ext}`)).find((file) => existsSync(file));
}

function titleOf(file: string): string | undefined {
  const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1];
  const title = front ? (parseYaml(front) as {title?: unknown} | null)?.title : undefined;
  return typeof title === 'string' ? title : undefined;
}

type GuideLookup = {guide: OperationGuide} | {problem: string; hint: string} | null;

function lookUp(operation: Pick<Operation, 'externalDocs'>, site: GuideSite): GuideLookup {
  const {docsDir} = site;
  const DOCS_ORIGIN = `${site.url}${site.baseUrl}`;
  const url = operation.externalDocs?.url;
  if (url === undefined) return null;
  const rest = url.startsWith(DOCS_ORIGIN) ? url.slice(DOCS_ORIGIN.length).replace(/\/$/, '') : null;
  if (!rest || /[#?]/.test(rest))
    return {
      problem: `externalDocs.url ${JSON.stringify(url)} is not a page of these docs`,
      hint: `name the guide that documents this operation by its published URL, ${DOCS_ORIGIN}<path> (no anchor), or remove "externalDocs".`,
    };
  const file = sourceOf(docsDir, rest);
  const title = file && titleOf(file);
  if (!file || !title)
    return {
      problem: `externalDocs.url ${JSON.stringify(url)} names no guide: ${path.relative(site.siteDir, path.join(docsDir, rest))}.md(x) ${file ? 'has no title' : 'does not exist'}`,
      hint: 'point it at an existing guide under docs/ (its URL is the file path without the extension), or remove "externalDocs".',
    };
  return {guide: {path: `${site.baseUrl}${rest}`, title}};
}

/** The guide an operation's externalDocs names, or null when it names none; throws when it names no page. */
export function operationGuide(operation: Pick<Operation, 'externalDocs'>, site: GuideSite): OperationGuide | null {
  const found = lookUp(operation, site);
  if (found && 'problem' in found) throw new Error(`${found.problem}. What to do: ${found.hint}`);
  return found?.guide ?? null;
}

/** Every externalDocs of an operation that names no guide of these docs, with its JSON pointer. */
export function guideProblems(spec: OpenApiSpec, site: GuideSite): SpecProblem[] {
  return listOperations(spec).flatMap(({path: route, method, operation}) => {
    const found = lookUp(operation, site);
    return found && 'problem' in found
      ? [{pointer: pointerTo('paths', route, method, 'externalDocs', 'url'), message: found.problem, hint: found.hint}]
      : [];
  });
}
