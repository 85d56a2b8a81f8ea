import {describe, expect, it} from 'vitest';
import {escapeHtml} from './escapeHtml';

describe('escapeHtml', () => {
  it('escapes every character that could open markup or end an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co',
    );
  });
});
