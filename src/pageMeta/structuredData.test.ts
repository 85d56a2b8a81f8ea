import {describe, expect, it} from 'vitest';
import {article, organization, webSite} from './structuredData';

const publisher = {
  name: 'APIpie',
  legalName: 'Neuronic AI, Incorporated',
  url: 'https://apipie.ai',
  logo: 'https://apipie.ai/docs/img/logo.svg',
  sameAs: [],
};
const page = {
  title: 'Routing',
  description: 'How requests are routed.',
  url: 'https://apipie.ai/docs/Features/Routing',
  section: 'Features',
};

describe('structured data', () => {
  it('describes a guide as a TechArticle with its headline, description, date and publisher', () => {
    expect(article('TechArticle', {...page, dateModified: '2025-01-02T03:04:05.000Z'}, publisher)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Routing',
      description: 'How requests are routed.',
      dateModified: '2025-01-02T03:04:05.000Z',
      articleSection: 'Features',
      publisher: {'@type': 'Organization', name: 'APIpie'},
    });
  });

  it('leaves dateModified out rather than inventing one', () => {
    expect(article('APIReference', page, publisher)).not.toHaveProperty('dateModified');
  });

  it('gives the site a SearchAction to the search page, and the organization its legal name', () => {
    expect(webSite(publisher, 'https://apipie.ai/docs/').potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {'@type': 'EntryPoint', urlTemplate: 'https://apipie.ai/docs/search?q={search_term_string}'},
      'query-input': 'required name=search_term_string',
    });
    expect(organization(publisher)).toMatchObject({'@type': 'Organization', legalName: 'Neuronic AI, Incorporated'});
  });
});
