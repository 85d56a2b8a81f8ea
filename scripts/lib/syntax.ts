import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
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

/** Shell must parse with `bash -n`. */
export function bashErrors(snippets: readonly Snippet[]): SyntaxError[] {
  return snippets.flatMap(({where, source}) => {
    const run = spawnSync('bash', ['-n'], {input: source, encoding: 'utf8'});
    return run.status === 0 ? [] : [{where, message: `shell does not parse: ${run.stderr.trim()}`}];
  });
}

/** Go must parse with `gofmt -e` (Debian package golang-go). */
export function goErrors(snippets: readonly Snippet[]): SyntaxError[] {
  if (snippets.length === 0) return [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'go-samples-'));
  try {
    return snippets.flatMap(({where, source}, index) => {
      const file = path.join(dir, `sample${index}.go`);
      writeFileSync(file, source);
      const run = spawnSync('gofmt', ['-e', '-l', file], {encoding: 'utf8'});
      if (run.error)
        throw new Error(`gofmt is needed to check Go samples (apt-get install golang-go): ${run.error.message}`);
      return run.status === 0
        ? []
        : [{where, message: `Go does not parse: ${run.stderr.trim().replaceAll(file, 'sample.go')}`}];
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
