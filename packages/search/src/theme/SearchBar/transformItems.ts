import type {DocSearchHit} from '@docsearch/react';
import {escapeHtml} from '../../escapeHtml';

const SHOWN_LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * Makes hits safe to keep: DocSearch stores picked hits as recent searches
 * without their highlight results and then renders their raw `hierarchy` and
 * `content` as HTML. Escaping them here means a heading such as
 * "Bearer <your key>" shows as text. lvl0 is rendered as text, so it stays.
 */
export function escapeStoredFields(hit: DocSearchHit, url: string): DocSearchHit {
  const hierarchy = {...hit.hierarchy};
  for (const level of SHOWN_LEVELS) {
    const value = hierarchy[level];
    if (typeof value === 'string') hierarchy[level] = escapeHtml(value);
  }
  return {...hit, url, hierarchy, content: typeof hit.content === 'string' ? escapeHtml(hit.content) : hit.content};
}
