import type {ComponentProps, ReactNode} from 'react';
import {tableLabel} from './tableLabel';
import styles from './styles.module.css';

/**
 * A Markdown table in its own horizontal scroll box, so a wide table scrolls
 * by itself instead of widening the page or running under the table of
 * contents. The box is a labelled, focusable group: keyboard users can
 * scroll it with the arrow keys. Shadows at its edges show that more lies
 * to the side (pure CSS, see styles.module.css). A group, not a region: two
 * tables with the same columns on one page would be two landmarks with the
 * same name (axe "landmark-unique"), and tables do not belong in the
 * landmark list.
 */
export default function ScrollTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // A scrollable region must be reachable by keyboard (axe "scrollable-region-focusable").
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scrollBox} role="group" aria-label={tableLabel(props.children)} tabIndex={0}>
      <table {...props} />
    </div>
  );
}
