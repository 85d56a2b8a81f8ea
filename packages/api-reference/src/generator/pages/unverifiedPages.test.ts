import {describe, expect, it} from 'vitest';
import {infoPageMdx} from './infoPage';
import {operationPageMdx} from './operationPage';

type PageData = Parameters<typeof operationPageMdx>[0];
type InfoData = Parameters<typeof infoPageMdx>[0];

const U = 'x-apipie-unverified';

describe('a generated operation page', () => {
  const mdx = operationPageMdx(
    {
      title: 'Get state',
      api: {
        method: 'get',
        path: '/v1/state',
        description: 'Reads state.',
        [U]: 'No source gives the path {or the method}.',
        responses: {
          200: {description: 'ok'},
          403: {description: 'Locked.', [U]: 'The lock answer is unsourced.'},
        },
      },
    } as unknown as PageData,
    {url: 'https://apipie.ai', baseUrl: '/docs/', siteDir: '.', docsDir: 'docs'},
  );

  it('opens with an Unverified admonition when the operation is marked, its reason safe for MDX', () => {
    expect(mdx).toMatch(
      /<ApiEndpoint [^\n]*\/>\n\n:::caution\[Unverified\]\n+No source gives the path \\\{or the method\\\}\.\n+:::/,
    );
  });

  it('puts the reason at the top of a marked response', () => {
    expect(mdx).toContain(
      '{"status":"403","html":"<div class=\\"api-unverified\\" role=\\"note\\"><p><strong>Unverified:</strong> The lock answer is unsourced.</p></div><p>Locked.</p>"}',
    );
    expect(mdx).toContain('{"status":"200","html":"<p>ok</p>"}');
  });
});

describe('the API introduction page', () => {
  it('lists every unverified fact with a link to its operation', () => {
    const mdx = infoPageMdx({
      info: {
        title: 'Introduction',
        version: '1.0.0',
        description: 'About.',
        'x-unverifiedFacts': [
          {
            operationId: 'getCurrentStateSettings',
            method: 'GET',
            path: '/v1/state',
            tag: 'state',
            pointer: '#/paths/~1v1~1state/get',
            reason: 'No source | gives it.',
            subjects: ['the operation'],
          },
        ],
      },
    } as unknown as InfoData);
    expect(mdx).toContain('The description marks 1 place unverified:');
    expect(mdx).toContain(
      '| [`GET /v1/state`](/docs/api/get-current-state-settings) | the operation | No source \\| gives it. |',
    );
  });
});
