import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {openapiPaths} from '../../config/openapiPaths';
import {loadSpec} from 'apipie-docs-api-reference/node';

type Schemas = Record<string, {properties: Record<string, {type?: unknown; properties?: Record<string, unknown>}>}>;

// The State page's table of keys is prose around the OpenAPI schema: it lists exactly the keys the
// reference declares (model, memory, integrity, search and system prompt settings), no more.
describe('docs/Features/State.mdx', () => {
  const page = readFileSync(path.resolve('docs/Features/State.mdx'), 'utf8');
  const schemas = (loadSpec(openapiPaths.source).components as {schemas: Schemas}).schemas;

  it('lists the state keys of the API reference', () => {
    const listed = [...page.matchAll(/^\| `([a-z_]+)` \| (?:string|integer) \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(schemas.StateSettings!.properties).sort());
    expect(Object.keys(schemas.UpdateStateRequest!.properties.settings!.properties!).sort()).toEqual(
      Object.keys(schemas.StateSettings!.properties).sort(),
    );
  });

  it('shows the reference notes on the state operations', () => {
    expect(page).toMatch(/<UnverifiedApiFacts tag="state" \/>/);
  });
});
