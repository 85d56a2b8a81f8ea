import {describe, expect, it} from 'vitest';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {withCardDescription} from './index';

const link = (docId: string | undefined, description?: string): PropSidebarItem => ({
  type: 'link',
  href: `/docs/${docId ?? 'elsewhere'}`,
  label: docId ?? 'Elsewhere',
  docId,
  ...(description && {description}),
});

const descriptions = {'api/chatcompletions': 'Sends a conversation to a model.'};

describe('withCardDescription', () => {
  it('gives a doc link the description its category page carries for it', () => {
    expect(withCardDescription(link('api/chatcompletions'), descriptions)).toEqual(
      link('api/chatcompletions', 'Sends a conversation to a model.'),
    );
  });

  it('keeps a description the item already has', () => {
    const item = link('api/chatcompletions', 'Its own words.');
    expect(withCardDescription(item, descriptions)).toBe(item);
  });

  it('leaves docs the page has no description for, links to no doc, and categories as they are', () => {
    const other = link('api/models');
    const external = link(undefined);
    const category: PropSidebarItem = {type: 'category', label: 'Chat', items: [], collapsed: true, collapsible: true};
    expect(withCardDescription(other, descriptions)).toBe(other);
    expect(withCardDescription(external, descriptions)).toBe(external);
    expect(withCardDescription(category, descriptions)).toBe(category);
  });
});
