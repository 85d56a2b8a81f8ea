/** Small readers of the hast trees plugins/built-site hands out, shared by the steps. */
import type {Element, ElementContent, Root, RootContent} from 'hast';

type Parent = Root | Element;

export const isElement = (node: RootContent | ElementContent | Root): node is Element => node.type === 'element';

/** An element's classes (`class="a b"` is `className: ['a', 'b']` in hast). */
export function classesOf(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/** The first element under `parent` that passes `test`, in document order (`parent` itself is not tested). */
export function findElement(parent: Parent, test: (element: Element) => boolean): Element | undefined {
  for (const child of parent.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Every element under `parent` that passes `test`, in document order. */
export function findElements(parent: Parent, test: (element: Element) => boolean, into: Element[] = []): Element[] {
  for (const child of parent.children) {
    if (!isElement(child)) continue;
    if (test(child)) into.push(child);
    findElements(child, test, into);
  }
  return into;
}

/**
 * Calls `visit` with every element under `parent`, in document order: what unist-util-visit's
 * `visit(parent, 'element', …)` does for a root, without its bookkeeping, for the steps that look
 * at every element of every page.
 */
export function forEachElement(parent: Parent, visit: (element: Element) => void): void {
  for (const child of parent.children) {
    if (!isElement(child)) continue;
    visit(child);
    forEachElement(child, visit);
  }
}
