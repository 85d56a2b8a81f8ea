import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {loadSpec} from '../openapi/loadSpec';
import {markdownFiles} from '../lib/markdownFiles';
import {bashErrors, goErrors, jsonErrors, pythonErrors, typescriptErrors, type Snippet} from '../lib/syntax';
import {apiIndex, apiPathOf, curlProblems, isApiUrl, urlLiteralProblems, urlLiterals, type ApiIndex} from './apiCalls';
import {unknownErrorCodes} from './errorCodes';
import {typescriptExtraFieldProblems} from './typescriptExtras';
import {unnotedCalls} from './unverifiedCalls';
import {curlCalls} from './curl';
import {codeBlocks} from './fences';
import {knownModelIds, unknownModelIds} from './modelIds';
import {lookupProblems} from './modelLookups';
import {hintFor} from './hints';

export type Problem = {file: string; line: number; message: string};

const languages = {
  json: ['json'],
  python: ['python', 'py'],
  typescript: ['ts', 'typescript', 'js', 'javascript', 'mjs', 'cjs'],
  tsx: ['tsx', 'jsx'],
  shell: ['bash', 'sh', 'shell', 'zsh'],
  go: ['go'],
  yaml: ['yaml', 'yml'],
};

type Located = Snippet & {file: string; line: number};

/**
 * Checks every fenced code block of the files against the API description and the model data;
 * returns the problems found, file and line first.
 */
export function checkFiles(
  files: readonly string[],
  index: ApiIndex,
  models: ReadonlySet<string> = knownModelIds(),
): Problem[] {
  const problems: Problem[] = [];
  const byLanguage = new Map<string, Located[]>();
  for (const file of files) {
    const page = readFileSync(file, 'utf8');
    const called: {line: number; method: string; path: string}[] = [];
    for (const block of codeBlocks(page)) {
      const located = {file, line: block.line, where: `${file}:${block.line}`, source: block.code};
      if (!block.lang) {
        problems.push({file, line: block.line, message: 'code block has no language'});
        continue;
      }
      if (!block.code.trim()) problems.push({file, line: block.line, message: 'code block is empty'});
      const family = Object.entries(languages).find(([, names]) => names.includes(block.lang))?.[0];
      if (family) byLanguage.set(family, [...(byLanguage.get(family) ?? []), located]);
      const calls = family === 'shell' ? curlCalls(block.code) : undefined;
      const idProblems = unknownModelIds(block.code, models, {
        lang: block.lang,
        curlCalls: calls,
        isApiCall: (c) => isApiUrl(c.url),
      });
      for (const p of [...idProblems, ...lookupProblems(block.code, family)])
        problems.push({file, line: block.line + p.line, message: p.message});
      for (const p of unknownErrorCodes(block.code, block.lang, index.errors))
        problems.push({file, line: block.line + p.line, message: p.message});
      for (const p of typescriptExtraFieldProblems(block.code, block.lang))
        problems.push({file, line: block.line + p.line, message: p.message});
      if (calls) {
        for (const call of calls) {
          for (const message of curlProblems(call, index)) problems.push({file, line: block.line + call.line, message});
          const path = apiPathOf(call.url);
          if (path !== undefined) called.push({line: block.line + call.line, method: call.method, path});
        }
      } else {
        for (const p of urlLiteralProblems(block.code, index))
          problems.push({file, line: block.line + p.line, message: p.message});
        for (const {line, path, method} of urlLiterals(block.code))
          called.push({line: block.line + line, method, path});
      }
    }
    for (const p of unnotedCalls(page, called, index.unverified)) problems.push({file, ...p});
  }
  const of = (family: string) => byLanguage.get(family) ?? [];
  const located = new Map([...byLanguage.values()].flat().map((s) => [s.where, s]));
  const syntax = [
    ...jsonErrors(of('json')),
    ...pythonErrors(of('python')),
    ...typescriptErrors(of('typescript')),
    ...typescriptErrors(of('tsx'), true),
    ...bashErrors(of('shell')),
    ...goErrors(of('go')),
    ...of('yaml').flatMap(({where, source}) => {
      try {
        parseYaml(source);
        return [];
      } catch (error) {
        return [{where, message: `YAML does not parse: ${(error as Error).message.split('\n')[0]}`}];
      }
    }),
  ];
  for (const {where, message} of syntax) {
    const snippet = located.get(where)!;
    problems.push({file: snippet.file, line: snippet.line, message});
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The command: checks docs/, blog/ and announcements/ against openapi/apipie.openapi.json. */
export function main(roots = ['docs', 'blog', 'announcements']): number {
  const index = apiIndex(loadSpec(path.resolve('openapi/apipie.openapi.json')));
  const files = markdownFiles(roots);
  const problems = checkFiles(files, index);
  for (const p of problems)
    console.error(
      `${path.relative(process.cwd(), p.file)}:${p.line}: ${p.message}\n  What to do: ${hintFor(p.message)}`,
    );
  const blocks = files.reduce((n, f) => n + codeBlocks(readFileSync(f, 'utf8')).length, 0);
  console.log(`check:samples: ${files.length} files, ${blocks} code blocks, ${problems.length} problems`);
  return problems.length === 0 ? 0 : 1;
}

if (require.main === module) process.exit(main(process.argv.slice(2).length ? process.argv.slice(2) : undefined));
