import {spawnSync} from 'node:child_process';
import {builtinModules} from 'node:module';
import ts from 'typescript';
import {isApiUrl} from '../apiCalls';
import {curlCalls} from '../curl';
import {declaredKind, type SampleMeta} from '../meta';
import type {Sample} from '../samples';

/** How the runner starts a sample. */
export type Runtime = 'shell' | 'python' | 'node';

/** What becomes of a sample: run, declared not runnable by its fence, or checked without running. */
export type Plan =
  | {kind: 'run'; runtime: Runtime; readsAnswer: boolean}
  | {kind: 'declared'; reason: 'fragment' | 'service'}
  | {kind: 'static'; reason: string};

/**
 * Packages runnable samples may import: npm's are devDependencies (the OpenAI SDK, and the AI SDK
 * of the Vercel AI page); Python's come from Debian (python3-requests), as no Python package
 * registry is reachable here, so samples importing openai and the like are checked, not run.
 */
export const RUNNABLE_PACKAGES = {
  python: new Set(['requests']),
  node: new Set(['openai', 'ai', '@ai-sdk/openai-compatible']),
};

const SHELL = new Set(['bash', 'sh', 'shell', 'zsh']);
const PYTHON = new Set(['python', 'py']);
const NODE = new Set(['ts', 'typescript', 'js', 'javascript', 'mjs']);

/** The language family a count is kept under. */
export function languageOf(lang: string): string {
  if (SHELL.has(lang)) return 'shell';
  if (PYTHON.has(lang)) return 'python';
  if (NODE.has(lang)) return lang.startsWith('j') || lang === 'mjs' ? 'javascript' : 'typescript';
  if (lang === 'yml') return 'yaml';
  return lang || '(none)';
}

const pythonImportLister = `
import ast, json, sys
out = []
for source in json.load(sys.stdin):
    try:
        tree = ast.parse(source)
    except SyntaxError:
        out.append(None)
        continue
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    out.append(sorted(n for n in names if n not in sys.stdlib_module_names))
print(json.dumps(out))
`;

/**
 * The packages each Python sample imports beyond the standard library (null: it does not parse). One python3 for all.
 */
function pythonPackages(sources: readonly string[]): (string[] | null)[] {
  if (sources.length === 0) return [];
  const run = spawnSync('python3', ['-c', pythonImportLister], {input: JSON.stringify(sources), encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`python3 failed to list the Python samples' imports: ${run.stderr}`);
  return JSON.parse(run.stdout) as (string[] | null)[];
}

/** The packages a TypeScript or JavaScript sample imports, Node's own modules left out. */
function nodePackages(source: string): string[] {
  const builtins = new Set(builtinModules);
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => !name.startsWith('node:') && !builtins.has(name) && !name.startsWith('.'))
    .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!));
}

/**
 * False when a Python or TypeScript sample only prints the answers it parses, whole
 * (`print(response.json())`, `console.log(await response.json())`): then an answer without its
 * optional fields cannot make it fail, and one run on the examples says all.
 */
function readsAnswer(code: string): boolean {
  const parses = code.match(/\.json\(\)/g)?.length ?? 0;
  const printed = code.match(/^\s*(?:print\(\w+\.json\(\)\)|console\.log\(await \w+\.json\(\)\));?\s*$/gm)?.length ?? 0;
  return parses === 0 || parses > printed;
}

const missing = (packages: readonly string[], available: ReadonlySet<string>) =>
  [...new Set(packages)].filter((p) => !available.has(p)).sort();

/**
 * The plan for every sample. Runs: shell with a curl call to the API, Python that imports only the
 * standard library and requests, TypeScript and JavaScript that import only Node and openai.
 * A sample whose fence says it cannot run is counted by its reason; the rest are checked statically.
 */
export function planSamples(samples: readonly {sample: Sample; meta: SampleMeta}[]): Plan[] {
  const pythonIndexes = samples.flatMap(({sample}, i) => (PYTHON.has(sample.lang) ? [i] : []));
  const imports = new Map(
    pythonPackages(pythonIndexes.map((i) => samples[i]!.sample.code)).map((p, k) => [pythonIndexes[k]!, p]),
  );
  return samples.map(({sample, meta}, i): Plan => {
    const declared = declaredKind(meta);
    if (declared) return {kind: 'declared', reason: declared};
    const {lang, code} = sample;
    if (SHELL.has(lang)) {
      const calls = curlCalls(code).filter((call) => isApiUrl(call.url));
      if (calls.length === 0) return {kind: 'static', reason: 'no curl call to the API (bash -n)'};
      return {kind: 'run', runtime: 'shell', readsAnswer: calls.some((c) => c.readsOutput) || /\bdone\s*\|/.test(code)};
    }
    if (PYTHON.has(lang)) {
      const packages = imports.get(i);
      if (packages === null) return {kind: 'static', reason: 'does not parse'};
      const lacking = missing(packages ?? [], RUNNABLE_PACKAGES.python);
      if (lacking.length === 0) return {kind: 'run', runtime: 'python', readsAnswer: readsAnswer(code)};
      return {
        kind: 'static',
        reason: lacking.includes('openai') ? 'imports openai (ast)' : 'imports other packages (ast)',
      };
    }
    if (NODE.has(lang)) {
      const lacking = missing(nodePackages(code), RUNNABLE_PACKAGES.node);
      if (lacking.length === 0) return {kind: 'run', runtime: 'node', readsAnswer: readsAnswer(code)};
      return {kind: 'static', reason: `imports ${lacking.join(', ')} (parse)`};
    }
    if (lang === 'go') return {kind: 'static', reason: 'gofmt'};
    if (lang === 'yaml' || lang === 'yml' || lang === 'toml' || lang === 'json')
      return {kind: 'static', reason: 'parse'};
    if (lang === 'tsx' || lang === 'jsx') return {kind: 'static', reason: 'parse'};
    return {kind: 'static', reason: 'not code (text, ini, nginx)'};
  });
}
