import {createHash} from 'node:crypto';
import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {find, html as htmlSchema} from 'property-information';
import {forEachElement} from '../built-site/hast';

/** What a page runs or styles inline, which a hash-based Content-Security-Policy must list. */
export type InlineSources = {
  /** CSP hash sources ('sha256-…') of inline <script> elements that run JavaScript. */
  scripts: Set<string>;
  /** CSP hash sources of inline <style> elements (style attributes are allowed as a whole: see headers.ts). */
  styles: Set<string>;
};

// Script types a browser executes; anything else (application/ld+json, …) is a data block CSP ignores.
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The CSP source for a text: sha256 of its UTF-8 bytes, as browsers hash inline code. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Inline code no hash can allow without 'unsafe-inline' or 'unsafe-hashes'
 * for scripts: event-handler attributes and javascript: URLs. Returns one
 * description per occurrence, naming the element and the attribute.
 */
function unhashableScripts(element: Element): string[] {
  const problems: string[] = [];
  for (const [property, value] of Object.entries(element.properties)) {
    // hast names attributes as properties (onclick is onClick), both starting with "on"; the message
    // names the attribute, looked up only for a problem (the lookup is the costly part of the walk).
    const isHandler = /^on/i.test(property);
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    if (!isHandler && !/^\s*javascript:/i.test(text)) continue;
    const name = find(htmlSchema, property).attribute;
    if (isHandler && /^on/i.test(name))
      problems.push(`<${element.tagName} ${name}="${text.slice(0, 60)}">: an inline event handler`);
    else if (/^\s*javascript:/i.test(text))
      problems.push(`<${element.tagName} ${name}="${text.slice(0, 60)}">: a javascript: URL`);
  }
  return problems;
}

/**
 * Collects the hashes of one built HTML page's inline scripts and styles,
 * from its tree (plugins/built-site parses it as browsers do, so line breaks
 * are normalized as the browser hashes them). Throws, naming the file and
 * each element, when the page holds inline JavaScript a hash cannot allow:
 * the build must not ship a page the Content-Security-Policy would break.
 */
export function inlineSourcesOf(tree: Root, file: string, into: InlineSources): void {
  const problems: string[] = [];
  forEachElement(tree, (element: Element) => {
    problems.push(...unhashableScripts(element));
    if (element.tagName === 'script' && element.properties.src === undefined) {
      const type = String(element.properties.type ?? '')
        .trim()
        .toLowerCase();
      if (EXECUTABLE_SCRIPT_TYPES.has(type)) into.scripts.add(cspHash(toString(element)));
    } else if (element.tagName === 'style') {
      into.styles.add(cspHash(toString(element)));
    }
  });
  if (problems.length > 0) {
    throw new Error(
      `${file}: inline JavaScript that no Content-Security-Policy hash can allow (move it into a script file):\n  ${problems.join('\n  ')}`,
    );
  }
}

// A <style> element with constant text, as the bundler writes it: React.createElement("style", null, "…") or
// jsx("style", {children: "…"}).
const BUNDLED_STYLE_ELEMENTS = [
  /createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g,
  /\("style",\{children:("(?:[^"\\]|\\.)*")\}\)/g,
];

/**
 * Collects the hashes of <style> elements that components render only in
 * the browser (DocSearch's modal draws the Algolia logo with one), from the
 * string literals in a built JavaScript file.
 */
export function bundledStyleSources(javascript: string, into: InlineSources): void {
  for (const pattern of BUNDLED_STYLE_ELEMENTS) {
    for (const match of javascript.matchAll(pattern)) into.styles.add(cspHash(JSON.parse(match[1]!) as string));
  }
}

export function emptyInlineSources(): InlineSources {
  return {scripts: new Set(), styles: new Set()};
}
