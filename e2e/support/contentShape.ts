import {readFileSync} from 'node:fs';
import {isTag, type Element as ParsedElement} from 'domhandler';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Page} from 'playwright-core';
import {requireBuiltPageFile} from '../../plugins/built-site/files';
import {CONTENT_SELECTOR} from './axePlan';

/**
 * The shape of a page's content (`.markdown`) as axe sees it: one line per element, with its tag
 * and the attributes its rules read, indented by depth. Comparing the served shape with the
 * hydrated one shows what hydration adds to the content. The code blocks' buttons (copy, word wrap)
 * are left out: hydration adds them, and they are theme markup that a template's page covers.
 */
const SHAPE_ATTRIBUTES = /^(role|aria-.*|tabindex|hidden|open|alt|title|href|id|type|lang|scope|headers)$/;
const LEFT_OUT_CLASS = /^buttonGroup_/;
const CONTENT_CLASS = CONTENT_SELECTOR.slice(1);

function shapeLine(depth: number, tag: string, attributes: [string, string][]): string {
  const kept = attributes.filter(([name]) => SHAPE_ATTRIBUTES.test(name)).sort(([a], [b]) => a.localeCompare(b));
  return `${' '.repeat(depth)}${tag}${kept.map(([name, value]) => ` ${name}="${value}"`).join('')}`;
}

/** The content's shape in the built HTML of a page (relative to /docs/). */
export function servedContentShape(buildDir: string, relative: string): string[] {
  const document = parseDocument(readFileSync(requireBuiltPageFile(buildDir, relative), 'utf8'));
  const classes = (element: ParsedElement) => (element.attribs.class ?? '').split(/\s+/);
  const lines: string[] = [];
  const walk = (element: ParsedElement, depth: number) => {
    if (classes(element).some((cls) => LEFT_OUT_CLASS.test(cls))) return;
    lines.push(shapeLine(depth, element.name, Object.entries(element.attribs)));
    // isTag: elements, <script> and <style> alike (the parser types the last two apart), as the browser's DOM lists
    // them.
    for (const child of element.children) if (isTag(child)) walk(child, depth + 1);
  };
  for (const content of DomUtils.findAll((element) => classes(element).includes(CONTENT_CLASS), document.children))
    walk(content, 0);
  return lines;
}

/** The content's shape in the page as it is now (after hydration). */
export async function hydratedContentShape(page: Page): Promise<string[]> {
  const raw = await page.evaluate(
    ({selector, leftOut}) => {
      const found: [number, string, [string, string][]][] = [];
      const walk = (element: Element, depth: number) => {
        if (Array.from(element.classList).some((cls) => new RegExp(leftOut).test(cls))) return;
        const attributes = Array.from(element.attributes).map((a): [string, string] => [a.name, a.value]);
        found.push([depth, element.tagName.toLowerCase(), attributes]);
        for (const child of Array.from(element.children)) walk(child, depth + 1);
      };
      document.querySelectorAll(selector).forEach((content) => walk(content, 0));
      return found;
    },
    {selector: CONTENT_SELECTOR, leftOut: LEFT_OUT_CLASS.source},
  );
  return raw.map(([depth, tag, attributes]) => shapeLine(depth, tag, attributes));
}
