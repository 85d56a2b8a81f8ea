import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseToml} from 'smol-toml';
import {parse as parseYaml} from 'yaml';
import {loadSpec, type OpenApiSpec} from 'apipie-docs-api-reference/node';
import {markdownFiles} from '../lib/markdownFiles';
import {bashErrors, goErrors, jsonErrors, pythonErrors, typescriptErrors, type Snippet} from '../lib/syntax';
import {apiIndex, apiPathOf, curlProblems, isApiUrl, urlLiteralProblems, urlLiterals, type ApiIndex} from './apiCalls';
import {unknownErrorCodes} from './errorCodes';
import {sdkDefaultProblems} from './sdkDefaults';
import {typescriptExtraFieldProblems} from './typescriptExtras';
import {unnotedCalls} from './unverifiedCalls';
import {curlCalls} from './curl';
import {formatOf} from './fences';
import {parseMeta, type SampleMeta} from './meta';
import {knownModelIds, staleModelIds, unknownModelIds, type StaleId} from './modelIds';
import {lookupProblems} from './modelLookups';
import {hintFor} from './hints';
import {pageSamples, whereIs, type Problem, type Sample} from './samples';
import {countByLanguage, countTable} from './counts';
import {runSamples} from './run/runSamples';
import {planSamples, type Plan} from './run/classify';

export type {Problem} from './samples';

/**
 * The description the samples are checked against and the mock is made from: the source, not
 * gen:api's enriched copy in .generated/, which only adds the code samples and the introduction's
 * title (and would make the check wait for gen:api).
 */
export const specFile = 'openapi/apipie.openapi.json';

const languages = {
  json: ['json'],
  python: ['python', 'py'],
  typescript: ['ts', 'typescript', 'js', 'javascript', 'mjs', 'cjs'],
  tsx: ['tsx', 'jsx'],
  shell: ['bash', 'sh', 'shell', 'zsh'],
  go: ['go'],
  yaml: ['yaml', 'yml'],
  toml: ['toml'],
};

type Located = Snippet & {sample: Sample};

/** Configuration that must parse: YAML and TOML. */
function configErrors(snippets: readonly Snippet[], name: string, parse: (text: string) => unknown) {
  return snippets.flatMap(({where, source}) => {
    try {
      parse(source);
      return [];
    } catch (error) {
      return [{where, message: `${name} does not parse: ${(error as Error).message.split('\n')[0]}`}];
    }
  });
}

/** Every sample of the files (fenced blocks, API pages' generated samples), and the pages that do not parse. */
export function collectSamples(
  files: readonly string[],
  index: ApiIndex,
): {pages: Map<string, {source: string; samples: Sample[]}>; problems: Problem[]} {
  const pages = new Map<string, {source: string; samples: Sample[]}>();
  const problems: Problem[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    try {
      pages.set(file, {source, samples: pageSamples(file, source, (op) => index.uploadOf(op))});
    } catch (error) {
      const {line = 1, reason = String(error)} = error as {line?: number; reason?: string};
      problems.push({
        file,
        line,
        message: `${formatOf(file) === 'mdx' ? 'MDX' : 'Markdown'} does not parse: ${reason}`,
      });
    }
  }
  return {pages, problems};
}

/**
 * Checks every sample of the pages against the API description and the model data, without
 * running it; returns the problems found. Samples of generated API pages report at their
 * `<ApiCodeSamples>` line, with their tab.
 */
export function checkPages(
  pages: ReadonlyMap<string, {source: string; samples: Sample[]}>,
  index: ApiIndex,
  models: ReadonlySet<string>,
  stale: ReadonlyMap<string, StaleId> = new Map(),
): Problem[] {
  const problems: Problem[] = [];
  const byLanguage = new Map<string, Located[]>();
  for (const [file, page] of pages) {
    const called: {line: number; method: string; path: string}[] = [];
    for (const sample of page.samples) {
      // An API page shows its operation's unverified notes itself; guides need <UnverifiedApiFacts>.
      const noteCall = (line: number, method: string, path: string) => {
        if (!sample.label) called.push({line: at(line), method, path});
      };
      const at = (line: number) => (sample.label ? sample.line : sample.line + line);
      const report = (line: number, message: string) =>
        problems.push({file, line: at(line), label: sample.label, message});
      const meta = parseMeta(sample.meta);
      for (const message of meta.problems) report(0, message);
      if (!sample.lang) {
        report(0, 'code block has no language');
        continue;
      }
      if (!sample.code.trim()) report(0, 'code block is empty');
      const family = Object.entries(languages).find(([, names]) => names.includes(sample.lang))?.[0];
      if (family)
        byLanguage.set(family, [
          ...(byLanguage.get(family) ?? []),
          {sample, where: whereIs(sample), source: sample.code},
        ]);
      const calls = family === 'shell' ? curlCalls(sample.code) : undefined;
      const idProblems = unknownModelIds(sample.code, models, {
        lang: sample.lang,
        curlCalls: calls,
        isApiCall: (c) => isApiUrl(c.url),
        stale,
        olderIdReason: meta.meta['older-id'],
      });
      for (const p of [...idProblems, ...lookupProblems(sample.code, family)]) report(p.line, p.message);
      for (const p of unknownErrorCodes(sample.code, sample.lang, index.errors)) report(p.line, p.message);
      for (const p of typescriptExtraFieldProblems(sample.code, sample.lang)) report(p.line, p.message);
      for (const p of sdkDefaultProblems(sample.code, sample.lang)) report(p.line, p.message);
      if (calls) {
        for (const call of calls) {
          for (const message of curlProblems(call, index)) report(call.line, message);
          const path = apiPathOf(call.url);
          if (path !== undefined) noteCall(call.line, call.method, path);
        }
      } else {
        for (const p of urlLiteralProblems(sample.code, index)) report(p.line, p.message);
        for (const {line, path, method} of urlLiterals(sample.code)) noteCall(line, method, path);
      }
    }
    for (const p of unnotedCalls(page.source, called, index.unverified)) problems.push({file, ...p});
  }
  const of = (family: string) => byLanguage.get(family) ?? [];
  const located = new Map([...byLanguage.values()].flat().map((s) => [s.where, s.sample]));
  const syntax = [
    ...jsonErrors(of('json')),
    ...pythonErrors(of('python')),
    ...typescriptErrors(of('typescript')),
    ...typescriptErrors(of('tsx'), true),
    ...bashErrors(of('shell')),
    ...goErrors(of('go')),
    ...configErrors(of('yaml'), 'YAML', parseYaml),
    ...configErrors(of('toml'), 'TOML', parseToml),
  ];
  for (const {where, message} of syntax) {
    const {file, line, label} = located.get(where)!;
    problems.push({file, line, label, message});
  }
  return sortProblems(problems);
}

const sortProblems = (problems: Problem[]) =>
  problems.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.label ?? '').localeCompare(b.label ?? ''),
  );

/** Checks every code sample of the files without running them (the unit tests' entry). */
export function checkFiles(
  files: readonly string[],
  index: ApiIndex,
  models: ReadonlySet<string> = knownModelIds(),
  stale: ReadonlyMap<string, StaleId> = staleModelIds(),
): Problem[] {
  const {pages, problems} = collectSamples(files, index);
  return sortProblems([...problems, ...checkPages(pages, index, models, stale)]);
}

/** A problem as printed: where and what, what to do, then the evidence (a traceback, the mock's answer). */
export function problemReport(p: Problem): string {
  const [first, ...details] = p.message.split('\n');
  return `${whereIs(p)}: ${first}\n  What to do: ${hintFor(p.message)}${details.map((d) => `\n${d}`).join('')}`;
}

/** Every sample of the pages, checked without running, with what becomes of it (its plan). */
export type CheckedSamples = {
  files: string[];
  spec: OpenApiSpec;
  index: ApiIndex;
  /** The problems the checks found (the pages that do not parse among them), sorted by page and line. */
  problems: Problem[];
  samples: Sample[];
  planned: {sample: Sample; meta: SampleMeta; plan: Plan}[];
};

/**
 * Parses every page under `roots` once, checks each sample against the API description and the model
 * data, and plans which can run here: what `check:samples` and the Vitest project `samples` share.
 */
export function checkSamples(roots: readonly string[] = ['docs', 'blog', 'announcements']): CheckedSamples {
  const spec = loadSpec(path.resolve(specFile));
  const index = apiIndex(spec);
  const files = markdownFiles(roots);
  const {pages, problems} = collectSamples(files, index);
  problems.push(...checkPages(pages, index, knownModelIds(), staleModelIds()));
  const samples = [...pages.values()].flatMap((p) => p.samples);
  const withMeta = samples.map((sample) => ({sample, meta: parseMeta(sample.meta).meta as SampleMeta}));
  const planned = planSamples(withMeta).map((plan, i) => ({...withMeta[i]!, plan}));
  return {files, spec, index, problems: sortProblems(problems), samples, planned};
}

/** Whether `lang` is a language whose samples are checked (the rest count as not code). */
export const isCheckedLanguage = (lang: string) => Object.values(languages).some((names) => names.includes(lang));

/**
 * The command: checks every sample in docs/ (with the generated API pages), blog/ and
 * announcements/ (or the files and folders given) against openapi/apipie.openapi.json; with `--run`,
 * also runs the samples that can run against a mock of it (scripts/samples/run). Prints the count of
 * each kind per language. The suite checks and runs them as the Vitest project `samples`
 * (codeSamples.samples.test.ts), which reports the same problems.
 */
export async function main(args: readonly string[]): Promise<number> {
  const run = args.includes('--run');
  const roots = args.filter((a) => a !== '--run');
  const {files, spec, index, problems, samples, planned} = checkSamples(roots.length ? roots : undefined);
  let ran = '';
  if (run) {
    const report = await runSamples(planned, spec, path.resolve(specFile), index);
    problems.push(...report.problems);
    const byRuntime = Object.entries(report.runs).map(([name, r]) => `${name} ${r.runs} (${r.seconds.toFixed(0)} s)`);
    ran = `, run against the mock in ${report.seconds.toFixed(1)} s (runs: ${byRuntime.join(', ')})`;
  }
  for (const p of sortProblems(problems)) console.error(problemReport(p));
  console.log(
    `check:samples: ${files.length} files, ${samples.length} code samples${ran}, ${problems.length} problems`,
  );
  const counts = countByLanguage(planned, isCheckedLanguage);
  console.log(`${run ? 'Samples' : 'Samples (run them with --run)'} per language:\n${countTable(counts, run)}`);
  return problems.length === 0 ? 0 : 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
