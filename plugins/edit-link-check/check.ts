import type {Element, Root} from 'hast';
import {forEachElement} from '../built-site/hast';

/** The "Edit this page" links of a built page (the theme's `theme-edit-this-page` anchor). */
export function editLinksIn(tree: Root): string[] {
  const links: string[] = [];
  forEachElement(tree, (node: Element) => {
    if (node.tagName !== 'a') return;
    const classes = node.properties.className;
    const names = Array.isArray(classes) ? classes.map(String) : String(classes ?? '').split(' ');
    if (names.includes('theme-edit-this-page') && typeof node.properties.href === 'string')
      links.push(node.properties.href);
  });
  return links;
}

export type EditLinkProblem = {route: string; href: string; message: string};

/**
 * Edit links that do not open a file of this checkout: with no repository known there must be
 * none; otherwise each starts with the edit base and names a file the checkout holds.
 */
export function editLinkProblems(
  links: readonly {route: string; href: string}[],
  editBase: string | undefined,
  fileExists: (file: string) => boolean,
): EditLinkProblem[] {
  return links.flatMap(({route, href}) => {
    if (!editBase)
      return [{route, href, message: 'no repository is known (config/editLinks.ts), so pages must carry no edit link'}];
    if (!href.startsWith(editBase))
      return [{route, href, message: `it does not open the repository the site is built from (${editBase})`}];
    const file = decodeURIComponent(href.slice(editBase.length));
    return fileExists(file) ? [] : [{route, href, message: `"${file}" is not a file of this checkout`}];
  });
}
