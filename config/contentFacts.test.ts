import {describe, expect, it} from 'vitest';
import {contentProblems} from '../plugins/content-facts';
import {contentFactsOptions} from './contentFacts';

describe('the site content', () => {
  it('states no price, and no token count the model data contradicts, in docs, posts or the API description', () => {
    expect(contentProblems(process.cwd(), contentFactsOptions)).toEqual([]);
  });
});
