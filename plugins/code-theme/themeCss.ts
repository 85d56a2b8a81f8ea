import type {PrismTheme} from 'prism-react-renderer';

/** The colour mode a prism theme is for, as Docusaurus writes it on <html data-theme>. */
export type ColorMode = 'light' | 'dark';

/** A prism theme with no colours: code blocks render token classes only, and CSS colours them. */
export const UNSTYLED_PRISM_THEME: PrismTheme = {plain: {}, styles: []};

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Record<string, unknown>, where: string): string {
  return Object.entries(style)
    .map(([property, value]) => {
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw new Error(`${where}: the style property "${property}" is not a string or a number`);
      }
      return `${kebab(property)}:${value}`;
    })
    .join(';');
}

/** A token type becomes a class name as prism-react-renderer writes it (`token keyword`). */
function tokenSelector(scope: string, type: string, language?: string): string {
  if (!/^[\w-]+$/.test(type)) throw new Error(`The prism token type "${type}" is not a CSS class name`);
  return `${scope}${language ? ` .language-${language}` : ''} .token.${type}`;
}

/**
 * One prism theme as CSS for one colour mode: the plain colours as the
 * `--prism-*` variables Docusaurus's code block reads, and each token type as a
 * rule on the class prism-react-renderer puts on the token. The server HTML is
 * then right in either mode, so a code block need not render again once the
 * browser knows the mode.
 */
export function prismThemeCss(theme: PrismTheme, mode: ColorMode, name: string): string {
  const scope = `[data-theme='${mode}']`;
  const {color, backgroundColor, ...plainRest} = theme.plain;
  if (color === undefined || backgroundColor === undefined) {
    throw new Error(`The ${name} prism theme (${mode} mode) has no plain color or backgroundColor`);
  }
  const rules = [`${scope}{--prism-color:${color};--prism-background-color:${backgroundColor}}`];
  if (Object.keys(plainRest).length > 0) {
    rules.push(`${scope} .prism-code{${declarations(plainRest, `${name} plain`)}}`);
  }
  for (const entry of theme.styles) {
    const selectors = entry.types.flatMap((type) =>
      entry.languages
        ? entry.languages.map((language) => tokenSelector(scope, type, language))
        : [tokenSelector(scope, type)],
    );
    rules.push(`${selectors.join(',')}{${declarations(entry.style, `${name} ${entry.types.join(',')}`)}}`);
  }
  return `${rules.join('\n')}\n`;
}
