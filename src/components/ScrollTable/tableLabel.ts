import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';

type WithChildren = {children?: ReactNode};

/** The text of a React tree, as it renders. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (!isValidElement<WithChildren>(node)) return '';
  return Children.toArray(node.props.children).map(textOf).join('');
}

/** The first row of a table's element tree (its header row in Markdown tables). */
function firstRow(children: ReactNode): ReactNode[] {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<WithChildren>(child)) continue;
    const rows = Children.toArray(child.props.children).filter((row) => isValidElement(row));
    if (rows.length > 0) {
      const row = rows[0] as ReactElement<WithChildren>;
      return Children.toArray(row.props.children).filter((cell) => isValidElement(cell));
    }
  }
  return [];
}

/**
 * An accessible name for a table's scroll box, built at render time from its
 * column headings ("Table: Model, Context, Price"), so a screen-reader user
 * who tabs into the box hears what it holds.
 */
export function tableLabel(children: ReactNode): string {
  const headings = firstRow(children)
    .map((cell) => textOf(cell).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table';
}
