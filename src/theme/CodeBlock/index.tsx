/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock) to drop one
 * prop: upstream gives the content `key={String(useIsBrowser())}`, so every
 * code block is thrown away and rendered again right after hydration (each is
 * tokenized twice and its DOM built twice, on every page load), only to swap
 * inline token colours for the browser's colour mode. Our colours come from
 * CSS keyed by <html data-theme> (plugins/code-theme), so the server's markup
 * is already right. A wrapper cannot remove a key set inside the component.
 * Upstream drops the remount once token colours are CSS (facebook/docusaurus#11566,
 * PR #12221); then this eject goes. The rest is upstream's, unchanged.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
