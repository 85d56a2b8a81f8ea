import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {prismThemeCss} from './themeCss';

describe('prismThemeCss', () => {
  const theme = {
    plain: {color: '#111', backgroundColor: '#fff'},
    styles: [
      {types: ['comment', 'prolog'], style: {color: '#999', fontStyle: 'italic' as const}},
      {types: ['keyword'], languages: ['css', 'js'], style: {color: '#00f'}},
    ],
  };

  it('writes the plain colours as the variables the code block reads, scoped to the mode', () => {
    expect(prismThemeCss(theme, 'light', 'test')).toContain(
      "[data-theme='light']{--prism-color:#111;--prism-background-color:#fff}",
    );
  });

  it('writes one rule per theme entry on the token classes, kebab-casing properties', () => {
    expect(prismThemeCss(theme, 'dark', 'test')).toContain(
      "[data-theme='dark'] .token.comment,[data-theme='dark'] .token.prolog{color:#999;font-style:italic}",
    );
  });

  it('scopes language-only entries to that language', () => {
    expect(prismThemeCss(theme, 'dark', 'test')).toContain(
      "[data-theme='dark'] .language-css .token.keyword,[data-theme='dark'] .language-js .token.keyword{color:#00f}",
    );
  });

  it('converts the site themes with a rule for every entry', () => {
    for (const [name, site] of Object.entries({vsLight: themes.vsLight, oceanicNext: themes.oceanicNext})) {
      const css = prismThemeCss(site, 'dark', name);
      expect(css.trim().split('\n')).toHaveLength(site.styles.length + 1);
    }
  });

  it('names the theme when a value cannot be CSS', () => {
    const bad = {
      plain: {color: '#000', backgroundColor: '#fff'},
      styles: [{types: ['x'], style: {color: {} as never}}],
    };
    expect(() => prismThemeCss(bad, 'light', 'broken')).toThrow(/broken x: the style property "color"/);
  });

  it('refuses a theme without plain colours', () => {
    expect(() => prismThemeCss({plain: {}, styles: []}, 'light', 'bare')).toThrow(/bare prism theme .* no plain color/);
  });
});
