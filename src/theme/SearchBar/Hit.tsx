import type {JSX, MouseEvent, ReactNode} from 'react';
import type {InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import {useNavigator} from './useNavigator';

/**
 * A hit's body. DocSearch renders it inside an `option` of its listbox, and an
 * option may hold no focusable control (axe's nested-interactive), so this is
 * an anchor without `href`: the option is what the visitor picks. Enter follows
 * the active hit through DocSearch's navigator; a click follows it here, with
 * Enter's modifiers (Ctrl/Cmd: new tab, Shift: new window) and the middle
 * button opening a new tab.
 */
export function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}): JSX.Element {
  const navigator = useNavigator();
  const follow = (event: MouseEvent) => {
    const itemUrl = hit.url;
    if (event.button === 1 || event.ctrlKey || event.metaKey) navigator.navigateNewTab({itemUrl});
    else if (event.shiftKey) navigator.navigateNewWindow({itemUrl});
    else if (!event.altKey) navigator.navigate({itemUrl});
  };
  return (
    // The keyboard reaches the hit through DocSearch's combobox (the option), not this element, which is a
    // pointer target only; DocSearch's styles expect an <a> here. A link or button would nest an interactive
    // control in the option.
    // eslint-disable-next-line jsx-a11y/anchor-is-valid, jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <a data-url={hit.url} onClick={follow} onAuxClick={(event) => event.button === 1 && follow(event)}>
      {children}
    </a>
  );
}
