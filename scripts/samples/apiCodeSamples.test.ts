import {describe, expect, it} from 'vitest';
import {bashErrors, goErrors, pythonErrors, typescriptErrors, type Snippet} from '../lib/syntax';
import {firstExample, listOperations, loadSpec, withCodeSamples} from 'apipie-docs-api-reference/node';
import {openapiPaths} from '../../config/openapiPaths';

const enriched = withCodeSamples(loadSpec(openapiPaths.source));
const operations = listOperations(enriched);

function snippets(lang: string): Snippet[] {
  return operations.flatMap(({operation}) =>
    (operation['x-codeSamples'] ?? [])
      .filter((s) => s.lang === lang)
      .map((s) => ({where: `${operation.operationId} / ${s.label}`, source: s.source})),
  );
}

describe('generated x-codeSamples', () => {
  it('give every operation curl, Python, TypeScript and Go', () => {
    for (const {operation} of operations) {
      const langs = new Set(operation['x-codeSamples']?.map((s) => s.lang));
      expect([...langs].sort(), operation.operationId).toEqual(['Go', 'Python', 'Shell', 'TypeScript']);
    }
  });

  it('use the official OpenAI SDKs for OpenAI-compatible operations', () => {
    const labels = (id: string) =>
      operations.find((o) => o.operation.operationId === id)!.operation['x-codeSamples']!.map((s) => s.label);
    for (const id of ['chatcompletions', 'embeddingsllm', 'imageGeneration', 'transcribeAudioToText']) {
      expect(labels(id)).toEqual(expect.arrayContaining(['Python (OpenAI SDK)', 'TypeScript (OpenAI SDK)']));
    }
    expect(labels('textToSpeechConversion')).toContain('Python (OpenAI SDK)');
  });

  it('parse: shell with bash -n', () => {
    expect(bashErrors(snippets('Shell'))).toEqual([]);
  });

  it('parse: Python with ast', () => {
    expect(pythonErrors(snippets('Python'))).toEqual([]);
  });

  it('parse: TypeScript with the TypeScript compiler', () => {
    expect(typescriptErrors(snippets('TypeScript'))).toEqual([]);
  });

  it('parse: Go with gofmt', () => {
    expect(goErrors(snippets('Go'))).toEqual([]);
  });

  it('call the operation they belong to, with its example body', () => {
    for (const {path, method, operation} of operations) {
      const curl = operation['x-codeSamples']!.find((s) => s.lang === 'Shell')!.source;
      const url = /curl (?:-X (\w+) )?"([^"]+)"/.exec(curl)!;
      expect(url[1] ?? 'GET', operation.operationId).toBe(method.toUpperCase());
      expect(new URL(url[2]!).pathname, operation.operationId).toBe(path);
      const example = firstExample(operation.requestBody?.content?.['application/json']);
      const body = /-d '([\s\S]*?)'(?: \\|$)/.exec(curl)?.[1];
      if (example === undefined) expect(body).toBeUndefined();
      else expect(JSON.parse(body!.replace(/'\\''/g, "'"))).toEqual(example);
    }
  });

  it('catch a broken sample', () => {
    expect(pythonErrors([{where: 'x', source: 'print("open'}])).toHaveLength(1);
    expect(typescriptErrors([{where: 'x', source: 'const a = {;'}])).toHaveLength(1);
    expect(bashErrors([{where: 'x', source: 'if then'}])).toHaveLength(1);
  });
});
