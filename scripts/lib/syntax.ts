import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/** A source snippet to check, with where it came from for error messages. */
export type Snippet = {where: string; source: string};

export type SyntaxError = {where: string; message: string};

/** JSON must parse with JSON.parse. */
export function jsonErrors(snippets: readonly Snippet[]): SyntaxError[] {
  return snippets.flatMap(({where, source}) => {
    try {
      JSON.parse(source);
      return [];
    } catch (error) {
      return [{where, message: `JSON does not parse: ${(error as Error).message}`}];
    }
  });
}

/** TypeScript and JavaScript must parse with the TypeScript compiler (syntax only). */
export function typescriptErrors(snippets: readonly Snippet[], jsx = false): SyntaxError[] {
  return snippets.flatMap(({where, source}) => {
    const file = ts.createSourceFile(
      jsx ? 'sample.tsx' : 'sample.ts',
      source,
      ts.ScriptTarget.Latest,
      true,
      jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
    return diagnostics.map((d) => {
      const {line} = file.getLineAndCharacterOfPosition(d.start ?? 0);
      return {
        where,
        message: `does not parse (line ${line + 1} of the block): ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      };
    });
  });
}

const pythonChecker = `
import ast, json, sys
for item in json.load(sys.stdin):
    try:
        ast.parse(item["source"])
    except SyntaxError as e:
        print(json.dumps({"where": item["where"], "message": f"Python does not parse (line {e.lineno} of the block): {e.msg}"}))
`;

/** Python must parse with python3's ast module (one process for all snippets). */
export function pythonErrors(snippets: readonly Snippet[]): SyntaxError[] {
  if (snippets.length === 0) return [];
  const run = spawnSync('python3', ['-c', pythonChecker], {input: JSON.stringify(snippets), encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`python3 failed to check Python samples: ${run.stderr || run.error?.message}`);
  return run.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SyntaxError);
}

/** Writes each snippet to a file of a temporary folder, named by its index, and removes the folder after `check`. */
function inFiles<T>(snippets: readonly Snippet[], extension: string, check: (files: string[]) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'syntax-'));
  try {
    const files = snippets.map(({source}, index) => {
      const file = path.join(dir, `sample${index}${extension}`);
      writeFileSync(file, source);
      return file;
    });
    return check(files);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * Shell must parse with `bash -n`. One bash checks them all, a `bash -n` per snippet: a child forked
 * from bash costs less CPU than one spawned from Node. Messages read as from `bash -n` on its input.
 */
export function bashErrors(snippets: readonly Snippet[]): SyntaxError[] {
  if (snippets.length === 0) return [];
  return inFiles(snippets, '.sh', (files) => {
    const checkAll = 'for f; do bash -n "$f" 2> "$f.err" || printf "%s\\n" "$f"; done';
    const run = spawnSync('bash', ['-c', checkAll, 'bash', ...files], {encoding: 'utf8'});
    if (run.status !== 0) throw new Error(`bash failed to check shell samples: ${run.stderr || run.error?.message}`);
    const failed = new Set(run.stdout.split('\n').filter(Boolean));
    return snippets.flatMap(({where}, index) => {
      const file = files[index]!;
      if (!failed.has(file)) return [];
      const stderr = readFileSync(`${file}.err`, 'utf8').replaceAll(`${file}:`, 'bash:');
      return [{where, message: `shell does not parse: ${stderr.trim()}`}];
    });
  });
}

/** Go must parse with `gofmt -e` (Debian package golang-go), one `gofmt` for all. */
export function goErrors(snippets: readonly Snippet[]): SyntaxError[] {
  if (snippets.length === 0) return [];
  return inFiles(snippets, '.go', (files) => {
    const run = spawnSync('gofmt', ['-e', '-l', ...files], {encoding: 'utf8'});
    if (run.error)
      throw new Error(`gofmt is needed to check Go samples (apt-get install golang-go): ${run.error.message}`);
    // `gofmt` names the file on each line it reports; a file listed by `-l` alone only differs in its layout.
    const errors = run.stderr.split('\n').filter(Boolean);
    return snippets.flatMap(({where}, index) => {
      const file = files[index]!;
      const mine = errors.filter((line) => line.startsWith(`${file}:`));
      return mine.length === 0
        ? []
        : [{where, message: `Go does not parse: ${mine.join('\n').replaceAll(file, 'sample.go')}`}];
    });
  });
}
