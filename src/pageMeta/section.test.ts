import {describe, expect, it} from 'vitest';
import {pageSection, sectionOf} from './section';

describe('sectionOf', () => {
  it('joins the categories above a page, or is Docs at the top level', () => {
    expect(sectionOf(['Integrations', 'Coding assistants'])).toBe('Integrations › Coding assistants');
    expect(sectionOf([])).toBe('Docs');
  });
});

describe('pageSection', () => {
  it.each([
    ['blog/2025/06/12/search-grounding-vs-rag', [{'@type': 'BlogPosting'}], 'Blog'],
    ['announcements', [], 'Announcements'],
    [
      'category/api/chat',
      [{'@type': 'BreadcrumbList', itemListElement: [{name: 'API reference'}, {name: 'Chat'}]}],
      'API reference',
    ],
    ['Features/Routing', [{'@type': 'TechArticle', articleSection: 'Features'}], 'Features'],
    ['search', [], 'Docs'],
  ])('%s: %s', (relativePath, jsonLd, section) => {
    expect(pageSection(relativePath, jsonLd)).toBe(section);
  });
});
