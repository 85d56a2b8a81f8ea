import {useContext, type JSX} from 'react';
import type {HitComponentProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {HitClickContext} from './hitClicks';

/**
 * A hit: a real link to its url that is also its option in DocSearch's
 * listbox (ARIA allows role="option" on an <a href>). The DocSearch patch
 * hands this component the option's props and makes the list item around it
 * presentational, so the listbox, the link and axe agree. Docusaurus' Link
 * navigates inside the app on a plain click; Ctrl/Cmd+click, Shift+click, the
 * middle button and the context menu are the browser's own. Enter and its
 * modifiers go through DocSearch's navigator (useNavigator). Out of the Tab
 * order: the keyboard moves through hits from the input, the combobox. A
 * click is also told to the modal (HitClickContext), which reports it.
 */
export function Hit({hit, children, optionProps}: HitComponentProps): JSX.Element {
  const onHitClick = useContext(HitClickContext);
  return (
    <Link
      to={hit.url}
      {...optionProps}
      onClick={(event) => {
        optionProps?.onClick?.(event);
        onHitClick(hit);
      }}
      tabIndex={-1}
    >
      {children}
    </Link>
  );
}
