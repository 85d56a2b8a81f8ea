import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {lint, loadConfig} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';
import routes from '../../e2e/fixtures/routes.json';
import {unverifiedFacts} from 'apipie-docs-api-reference';
import {listOperations, loadSpec, specProblems, validateSpec, type OpenApiSpec} from 'apipie-docs-api-reference/node';
import {apiReference} from '../../config/openapi';
import {openapiPaths} from '../../config/openapiPaths';

const spec = loadSpec(openapiPaths.source);
const operations = listOperations(spec);
const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
type Components = {responses: Record<string, {content: Record<string, {example?: unknown}>}>};

describe('openapi/apipie.openapi.json', () => {
  it('is complete for the generated reference', () => {
    expect(specProblems(spec)).toEqual([]);
  });

  it('declares the 13 tags of the route table, each with a description', () => {
    const expected = Object.keys(routes.apiTags)
      .filter((tag) => tag !== 'introduction')
      .sort();
    expect(spec.tags?.map((t) => t.name).sort()).toEqual(expected);
  });

  it('has one operation per API slug, under the tag the route table gives it', () => {
    const actual = Object.fromEntries(
      operations.map(({operation}) => [kebab(operation.operationId!), operation.tags![0]]),
    );
    const expected = Object.fromEntries(
      Object.entries(routes.apiTags).flatMap(([tag, slugs]) =>
        tag === 'introduction' ? [] : slugs.map((slug) => [slug, tag]),
      ),
    );
    expect(actual).toEqual(expected);
  });

  it('has a request example on every body and examples on every JSON response', () => {
    const components = spec.components as Components;
    const missing: string[] = [];
    for (const {path: route, method, operation} of operations) {
      const where = `${method.toUpperCase()} ${route}`;
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (media.example === undefined && !media.examples) missing.push(`${where} request ${type}`);
      }
      for (const [code, response] of Object.entries(operation.responses ?? {})) {
        const resolved = response.$ref ? components.responses[response.$ref.split('/').pop()!]! : response;
        for (const [type, media] of Object.entries(resolved.content ?? {})) {
          const binary = type.startsWith('audio/');
          if (!binary && media.example === undefined) missing.push(`${where} ${code} ${type}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  // The rule is in the description's "Unverified facts" section and in CONTRIBUTING.md; a change
  // to this list is a change of what the reference claims, made on purpose.
  it('marks unverified exactly the facts no source supports, each with its reason', () => {
    const facts = unverifiedFacts(spec);
    expect([...new Set(facts.map((f) => f.pointer))].sort()).toEqual([
      '#/components/responses/Forbidden',
      '#/components/responses/PaymentRequiredOutsideModelCalls',
      '#/components/schemas/AnonymizeResult',
      '#/components/schemas/ParsedDocument',
      '#/components/schemas/ScrapeResult/properties/html',
      '#/components/schemas/State/properties/locked',
      '#/components/schemas/Transcription',
      '#/components/schemas/WebSearchResults',
      '#/paths/~1v1~1state/delete',
      '#/paths/~1v1~1state/get',
      '#/paths/~1v1~1state/post',
    ]);
    expect(facts.every((f) => f.reason.length > 40)).toBe(true);
  });

  it('names only error codes and types that a source gives', () => {
    const text = JSON.stringify(spec);
    for (const unsourced of ['invalid_api_key', 'model_not_found', 'state_locked', 'billing_error', 'provider_error'])
      expect(text, unsourced).not.toContain(`"${unsourced}"`);
    const schemas = (spec.components as {schemas: Record<string, {properties: Record<string, unknown>}>}).schemas;
    for (const settings of [
      schemas.StateSettings!.properties,
      (schemas.UpdateStateRequest!.properties.settings as {properties: Record<string, unknown>}).properties,
    ])
      expect(Object.keys(settings)).not.toEqual(expect.arrayContaining(['routing']));
  });

  // The rules `npm run lint:api` (redocly lint) applies, run in this process: the CLI would start
  // npx and Redocly again for the same report.
  it('passes Redocly lint (recommended rules) with no errors and no warnings', async () => {
    const config = await loadConfig({configPath: path.resolve('redocly.yaml')});
    const problems = await lint({ref: openapiPaths.source, config});
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });
});

const write = (text: string) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'spec-')), 'broken.json');
  writeFileSync(file, text);
  return file;
};

describe('loadSpec', () => {
  it('names the file and the position of a JSON syntax error', () => {
    const file = write('{\n  "openapi": "3.1.0",\n  "info": }');
    expect(() => loadSpec(file)).toThrow(
      /broken\.json:3 column \d+: the OpenAPI description is not valid JSON.*\n {2}What to do: fix the JSON/,
    );
  });

  it('lists what an incomplete description lacks, with the JSON pointer and what to do', () => {
    const broken = structuredClone(spec) as OpenApiSpec;
    delete broken.paths['/v1/embeddings']!.post!.operationId;
    broken.paths['/v1/embeddings']!.post!.tags = [];
    expect(specProblems(broken)).toEqual([
      {
        pointer: '#/paths/~1v1~1embeddings/post',
        message: 'POST /v1/embeddings has no operationId',
        hint: 'add "operationId" to the operation (it becomes the page URL).',
      },
      {
        pointer: '#/paths/~1v1~1embeddings/post',
        message: 'POST /v1/embeddings must have exactly one tag',
        hint: expect.stringMatching(/^set "tags" to one of the declared tags: .*embeddings, images/),
      },
    ]);
  });
});

describe('validateSpec', () => {
  it('fails on a dangling $ref, naming the line, the JSON pointer and what to add', async () => {
    const broken = structuredClone(spec);
    broken.paths['/v1/embeddings']!.post!.requestBody!.content!['application/json']!.schema = {
      $ref: '#/components/schemas/NoSuchSchema',
    };
    const file = write(JSON.stringify(broken, null, 2));
    await expect(validateSpec(file, apiReference)).rejects.toThrow(
      /broken\.json:\d+ #\/paths\/~1v1~1embeddings\/post\/requestBody\/content\/application~1json\/schema: \$ref "#\/components\/schemas\/NoSuchSchema" points at nothing \(no-unresolved-refs\)\n {2}What to do: add `NoSuchSchema` under components.schemas, or fix the reference\./,
    );
  });

  it('returns the bundled description when it is valid', async () => {
    expect((await validateSpec(openapiPaths.source, apiReference)).paths).toEqual(spec.paths);
  });
});
