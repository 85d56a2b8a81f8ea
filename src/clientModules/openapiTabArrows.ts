/**
 * docusaurus-theme-openapi-docs 5.2 renders the scroll arrows of its tab
 * strips as empty <button>s in eight components. Rather than eject them all,
 * give each arrow an accessible name as it appears (axe rule "button-name").
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function labelArrows(root: ParentNode): void {
  root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])').forEach((button) => {
    button.setAttribute('aria-label', button.classList.contains('left') ? 'Scroll tabs left' : 'Scroll tabs right');
  });
}

if (ExecutionEnvironment.canUseDOM) {
  new MutationObserver(() => labelArrows(document)).observe(document.documentElement, {childList: true, subtree: true});
}

export function onRouteDidUpdate(): void {
  labelArrows(document);
}
