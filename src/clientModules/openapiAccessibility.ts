/**
 * Accessibility repairs for markup of docusaurus-theme-openapi-docs 5.2 that
 * is spread over too many components to eject (eight tab strips, the schema
 * and parameter lists). Applied to the DOM as it appears, so React keeps
 * rendering the stock components:
 * - tab-strip scroll arrows are empty <button>s: give them names (axe "button-name");
 * - schema and parameter lists put <div>s straight inside <ul>: mark those
 *   children as list items (axe "list"), and the "Array [" brackets are <li>s
 *   outside any list: drop their list-item role (axe "listitem").
 */
import {repairDomAsItChanges} from './repairDom';

export function repairOpenApiMarkup(root: ParentNode): void {
  root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])').forEach((button) => {
    button.setAttribute('aria-label', button.classList.contains('left') ? 'Scroll tabs left' : 'Scroll tabs right');
  });
  root.querySelectorAll('.theme-api-markdown ul > :not(li):not([role])').forEach((child) => {
    child.setAttribute('role', 'listitem');
  });
  root.querySelectorAll('.theme-api-markdown li:not([role])').forEach((item) => {
    if (!item.parentElement?.matches('ul, ol')) item.setAttribute('role', 'none');
  });
}

// The API reference pages, where the OpenAPI theme renders.
export const onRouteDidUpdate = repairDomAsItChanges(repairOpenApiMarkup, (path) => path.startsWith('api/'));
