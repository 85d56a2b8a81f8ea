import {describe, expect, it} from 'vitest';
import {twinTitleOf} from './title';

describe('twinTitleOf', () => {
  it('is the first H1 as plain text, after the directive line', () => {
    expect(twinTitleOf('> Documentation index: [x](y).\n\n# Provider routing\n\n## Strategies\n')).toBe(
      'Provider routing',
    );
    expect(twinTitleOf('# [APIpie Team](https://apipie.ai/docs/blog/authors/apipie-team.md)\n')).toBe('APIpie Team');
  });

  it('is null without an H1', () => {
    expect(twinTitleOf('## Only a section\n')).toBeNull();
  });
});
