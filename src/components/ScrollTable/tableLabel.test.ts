import {createElement as h} from 'react';
import {describe, expect, it} from 'vitest';
import {tableLabel} from './tableLabel';

describe('tableLabel', () => {
  it('names the box after the header row, text of nested elements included', () => {
    const children = [
      h(
        'thead',
        {key: 'h'},
        h(
          'tr',
          null,
          h('th', null, 'Model'),
          h('th', null, h('code', null, 'max_tokens')),
          h('th', null, ' Price  per\n1M '),
        ),
      ),
      h('tbody', {key: 'b'}, h('tr', null, h('td', null, 'gpt-4o'), h('td', null, '4096'), h('td', null, '$1'))),
    ];
    expect(tableLabel(children)).toBe('Table: Model, max_tokens, Price per 1M');
  });

  it('skips the whitespace text nodes MDX puts between rows and cells', () => {
    const children = [
      '\n',
      h('thead', {key: 'h'}, '\n', h('tr', null, '\n', h('th', null, 'Name'), '\n', h('th', null, 42))),
    ];
    expect(tableLabel(children)).toBe('Table: Name, 42');
  });

  it('falls back to "Table" when there is no header text', () => {
    expect(tableLabel(null)).toBe('Table');
    expect(tableLabel(h('tbody', null, h('tr', null, h('td', null, ''))))).toBe('Table');
  });
});
