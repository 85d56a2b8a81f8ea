import type {Element, ElementContent, Root} from 'hast';
import {h} from 'hastscript';
import {parseDocument} from 'htmlparser2';
import type {ChildNode} from 'domhandler';

function toHast(node: ChildNode): ElementContent | null {
  if (node.type === 'text') return {type: 'text', value: node.data};
  if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
    const children = node.children.map(toHast).filter((child) => child !== null);
    // hastscript maps attributes to hast properties (class to className, data-* to dataX).
    const element = h(node.name, node.attribs, children) as Element;
    return element.tagName === 'table' ? repairTable(element) : element;
  }
  return null;
}

const TABLE_PARTS = new Set(['thead', 'tbody', 'tfoot', 'tr', 'th', 'td']);

function elementsIn(
  node: Element,
  pick: (el: Element) => boolean,
  descend: (el: Element) => boolean,
  into: Element[] = [],
): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (pick(child)) into.push(child);
    if (descend(child)) elementsIn(child, pick, descend, into);
  }
  return into;
}

/** A cell without the later cells and rows that htmlparser2 nested inside it. */
function withoutTableParts(node: Element): Element {
  const children = node.children
    .filter((child) => child.type !== 'element' || !TABLE_PARTS.has(child.tagName))
    .map((child) => (child.type === 'element' ? withoutTableParts(child) : child));
  return {...node, children};
}

/**
 * htmlparser2 does not close a cell at an omitted `</th></tr></thead>` before
 * `<tbody>`, nor a `<p>` in a cell at the next `<td>`, so later cells and rows
 * end up nested inside earlier ones.
 * Rebuilds each table from its rows in document order, as parse5 would.
 */
function repairTable(table: Element): Element {
  const rows = elementsIn(
    table,
    (el) => el.tagName === 'tr',
    (el) => el.tagName !== 'table',
  );
  const rebuilt = rows.map((row) => {
    const cells = elementsIn(
      row,
      (el) => el.tagName === 'td' || el.tagName === 'th',
      (el) => el.tagName !== 'tr' && el.tagName !== 'table',
    );
    const ownCells = cells.map(withoutTableParts);
    return {...row, children: ownCells};
  });
  const headerRows = rebuilt.filter((row) => row.children.every((cell) => cell.tagName === 'th')).slice(0, 1);
  const bodyRows = rebuilt.filter((row) => !headerRows.includes(row));
  return h('table', table.properties, [
    ...(headerRows.length ? [h('thead', headerRows)] : []),
    h('tbody', bodyRows),
  ]) as Element;
}

/**
 * Parses built HTML into hast with htmlparser2, which is about ten times
 * faster than parse5 (rehype-parse) on our pages and handles the omitted end
 * tags of Docusaurus' minified output. Comments are dropped.
 */
export function parseHtmlFragment(html: string): Root {
  const document = parseDocument(html, {decodeEntities: true});
  return {type: 'root', children: document.children.map(toHast).filter((child) => child !== null)};
}
