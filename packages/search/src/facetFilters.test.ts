import {describe, expect, it} from 'vitest';
import {FacetFilterError, facetFilterPredicate} from './facetFilters';

const doc = {
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  type: 'lvl2',
  hierarchy: {lvl0: 'Terms'},
  tags: ['a', 'b'],
};
const blog = {language: 'en', docusaurus_tag: 'default', type: 'content', hierarchy: {lvl0: 'Blog'}, tags: []};

describe('facetFilterPredicate', () => {
  it('keeps everything without filters', () => {
    expect(facetFilterPredicate(undefined)(doc)).toBe(true);
  });

  it('ANDs the outer list and ORs a nested list, as DocSearch contextual search sends them', () => {
    const filter = facetFilterPredicate([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    expect(filter(doc)).toBe(true);
    expect(filter(blog)).toBe(true);
    expect(filter({...doc, language: 'fr'})).toBe(false);
    expect(facetFilterPredicate(['language:en', 'docusaurus_tag:default'])(doc)).toBe(false);
  });

  it('accepts a single string, nested attributes, array values and negation', () => {
    expect(facetFilterPredicate('hierarchy.lvl0:Terms')(doc)).toBe(true);
    expect(facetFilterPredicate(['tags:b'])(doc)).toBe(true);
    expect(facetFilterPredicate(['-type:content'])(doc)).toBe(true);
    expect(facetFilterPredicate(['-type:content'])(blog)).toBe(false);
  });

  it('keeps everything after the first colon as the value', () => {
    expect(facetFilterPredicate(['url:https://x'])({url: 'https://x'})).toBe(true);
  });

  it('rejects a filter without attribute and value', () => {
    expect(() => facetFilterPredicate(['language'])).toThrow(FacetFilterError);
    expect(() => facetFilterPredicate([':en'])).toThrow('is not of the form attribute:value');
  });
});
