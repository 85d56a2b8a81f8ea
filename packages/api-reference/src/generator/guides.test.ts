import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {guideProblems, operationGuide as guideIn, type GuideSite} from './guides';
import {listOperations, loadSpec, type OpenApiSpec} from './loadSpec';

const spec = loadSpec(path.resolve('openapi/apipie.openapi.json'));
// This site's docs, as config/openapi.ts passes them.
const site: GuideSite = {
  url: 'https://apipie.ai',
  baseUrl: '/docs/',
  siteDir: path.resolve('.'),
  docsDir: path.resolve('docs'),
};
const operationGuide = (operation: Parameters<typeof guideIn>[0]) => guideIn(operation, site);

function withGuide(url: string): OpenApiSpec {
  const copy = structuredClone(spec);
  copy.paths['/v1/audio/speech']!.post!.externalDocs = {url};
  return copy;
}

describe('operation guides (externalDocs)', () => {
  it('names an existing guide by its path and front matter title', () => {
    const speech = spec.paths['/v1/audio/speech']!.post!;
    expect(operationGuide(speech)).toEqual({path: '/docs/Features/Voices', title: 'Voices'});
    expect(guideProblems(spec, site)).toEqual([]);
  });

  it('leaves an operation without externalDocs unlinked', () => {
    expect(operationGuide(spec.paths['/v1/embeddings']!.post!)).toBeNull();
  });

  it('links only a guide that names the operation: its method and path, as readers call it', () => {
    const linked = listOperations(spec).filter(({operation}) => operationGuide(operation));
    expect(linked.length).toBeGreaterThan(10);
    for (const {path: route, method, operation} of linked) {
      const guide = operationGuide(operation)!;
      const file = ['.mdx', '.md'].map((ext) => `docs${guide.path.slice('/docs'.length)}${ext}`).find(existsSync)!;
      expect(readFileSync(file, 'utf8'), `${guide.path} for ${method.toUpperCase()} ${route}`).toContain(route);
    }
  });

  it('reports a url that names no page, or a page of another site, by its JSON pointer', () => {
    expect(guideProblems(withGuide('https://apipie.ai/docs/Features/Voice'), site)).toEqual([
      {
        pointer: '#/paths/~1v1~1audio~1speech/post/externalDocs/url',
        message: expect.stringContaining('names no guide: docs/Features/Voice.md(x) does not exist'),
        hint: expect.stringContaining('point it at an existing guide'),
      },
    ]);
    expect(guideProblems(withGuide('https://example.com/voices'), site)[0]?.message).toContain(
      'is not a page of these docs',
    );
    expect(guideProblems(withGuide('https://apipie.ai/docs/Features/Voices#speech'), site)[0]?.message).toContain(
      'is not a page of these docs',
    );
    expect(() => operationGuide(withGuide('https://apipie.ai/docs/nope').paths['/v1/audio/speech']!.post!)).toThrow(
      /names no guide/,
    );
  });
});
