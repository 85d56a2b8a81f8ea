import {describe, expect, it} from 'vitest';
import {modelLimits} from '.';
import {tokenClaimProblems} from './tokenClaims';

const limits = modelLimits([
  {id: 'phi-4', variants: [{source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 16384}]},
  {id: 'phi-3-mini-128k-instruct', variants: [{source: 'R', seen: '2025-03-11', type: 'llm', max_tokens: 128000}]},
  {id: 'qwen-3-32b', variants: [{source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 131072}]},
  {id: 'qwen-2-72b-instruct', variants: [{source: 'R', seen: '2025-03-11', type: 'llm', max_tokens: 32768}]},
]);

describe('tokenClaimProblems', () => {
  it('names a count beside an id that none of its recorded limits matches, in prose or a table row', () => {
    const page = [
      '# Phi',
      '',
      '`phi-4` has a 128K-token context',
      'window, like `phi-3-mini-128k-instruct`.',
      '',
      '| [`phi-4`](/docs/Models/Catalogue#phi-4) | Chat | 131,072 |',
    ].join('\n');
    expect(tokenClaimProblems(page, limits).map((p) => [p.line, p.message.slice(0, 40)])).toEqual([
      [6, 'states 131,072 tokens for "phi-4", but d'],
    ]);
    // The sentence names both ids, and 128K agrees with one of them; alone, phi-4's 128K fails.
    expect(tokenClaimProblems('`phi-4` reads up to 128K tokens.', limits)).toHaveLength(1);
  });

  it('accepts counts that agree, written in full, with commas, or rounded in thousands or 1,024s', () => {
    const page = '`phi-4` has 16,384 tokens (16K), `qwen-3-32b` 131072 (128K or 131K) of context.';
    expect(tokenClaimProblems(page, limits)).toEqual([]);
  });

  it('names a single figure claimed for all of a vendor’s ids when the data records others', () => {
    const page = 'Every Qwen entry listed here has a context window of\n32,768 tokens.';
    expect(tokenClaimProblems(page, limits, 'Qwen')).toEqual([
      {line: 1, message: expect.stringContaining('states 32,768 tokens for all Qwen ids')},
    ]);
    expect(
      tokenClaimProblems('The Qwen models in the catalogue list a context of 32,768 tokens.', limits),
    ).toHaveLength(1);
  });

  it("names a count on a vendor's page outside every limit its ids record", () => {
    expect(tokenClaimProblems('Phi models read up to 2M tokens.', limits, 'Microsoft')).toHaveLength(1);
  });

  it('leaves code, years and small numbers alone', () => {
    const page = [
      'In 2025 `phi-4` answered 300 tokens.',
      '',
      '```json',
      '{"model": "phi-4", "max_tokens": 50000}',
      '```',
    ];
    expect(tokenClaimProblems(page.join('\n'), limits)).toEqual([]);
  });
});
