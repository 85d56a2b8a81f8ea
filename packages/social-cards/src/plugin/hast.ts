import type {Element, Root} from 'hast';
import {EXIT, visit} from 'unist-util-visit';

/** Every element under `parent` that passes `test`, in document order (`parent` itself is not tested). */
export function findElements(parent: Root | Element, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(parent, 'element', (element) => void (element !== parent && test(element) && found.push(element)));
  return found;
}

/** The first element under `parent` that passes `test`, in document order. */
export function findElement(parent: Root | Element, test: (element: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  visit(parent, 'element', (element) => {
    if (element === parent || !test(element)) return;
    found = element;
    return EXIT;
  });
  return found;
}
