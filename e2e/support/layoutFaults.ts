/**
 * Runs in the page (page.evaluate): the layout faults at the current viewport
 * width, each naming the element, once the page has laid itself out again
 * after a resize (two frames: the resize event, then React's re-render, as
 * useWindowSize swaps the navbar and the table of contents). Self-contained,
 * as Playwright serialises it.
 *
 * - The document is wider than the viewport: names the outermost elements
 *   that reach past its right edge (elements inside a scroll box or a fixed
 *   layer cannot widen the page and are skipped).
 * - A table, code block, image, video or iframe (or the scroll box holding
 *   it) reaches past its article column, or into the table of contents' or
 *   the sidebar's column.
 */
export async function layoutFaults(): Promise<string[]> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const slack = 1;
  const viewport = window.innerWidth;
  const faults: string[] = [];

  const describe = (el: Element): string => {
    const classes = Array.from(el.classList)
      .slice(0, 3)
      .map((c) => `.${c}`)
      .join('');
    const id = el.id ? `#${el.id}` : '';
    const text = (el.getAttribute('aria-label') ?? el.getAttribute('src') ?? el.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    return `<${el.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
  };
  const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
  const visible = (rect: DOMRect) => rect.width > 0 && rect.height > 0;

  const doc = document.documentElement;
  if (doc.scrollWidth > viewport + slack) {
    const culprits: string[] = [];
    const walk = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.position === 'fixed' || style.display === 'none') return;
      const rect = el.getBoundingClientRect();
      if (visible(rect) && rect.right > viewport + slack) {
        culprits.push(`${describe(el)} reaches ${Math.round(rect.right)}px`);
        return;
      }
      if (style.overflowX !== 'visible') return;
      for (const child of Array.from(el.children)) walk(child);
    };
    walk(document.body);
    faults.push(
      `document is ${doc.scrollWidth}px wide: ${culprits.slice(0, 5).join('; ') || 'no single element found'}`,
    );
  }

  const isShown = (el: Element | null) =>
    !!el && visible(el.getBoundingClientRect()) && getComputedStyle(el).visibility !== 'hidden';
  const obstacles = [
    ['table of contents', document.querySelector('.theme-doc-toc-desktop, [class*="tableOfContents_"]')],
    ['sidebar', document.querySelector('.theme-doc-sidebar-container, aside.col')],
  ].filter(([, el]) => isShown(el as Element | null)) as [string, Element][];

  for (const el of Array.from(document.querySelectorAll('main table, main pre, main img, main video, main iframe'))) {
    const column = el.closest('article') ?? el.closest('main');
    if (!column) continue;
    // What shows on screen is the outermost scroll box between the element and its column.
    let box: Element = el;
    for (let up = el.parentElement; up && up !== column; up = up.parentElement) if (clips(up)) box = up;
    const rect = box.getBoundingClientRect();
    if (!visible(rect)) continue;
    const col = column.getBoundingClientRect();
    if (rect.right > col.right + slack || rect.left < col.left - slack) {
      faults.push(
        `${describe(box)} spans ${Math.round(rect.left)}–${Math.round(rect.right)}px, outside its column ${Math.round(col.left)}–${Math.round(col.right)}px`,
      );
    }
    for (const [name, obstacle] of obstacles) {
      const other = obstacle.getBoundingClientRect();
      // Horizontally only: the sticky table of contents travels down the page with the reader.
      if (rect.left < other.right - slack && rect.right > other.left + slack)
        faults.push(`${describe(box)} overlaps the ${name}`);
    }
  }
  return faults;
}
