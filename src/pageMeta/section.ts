/** The separator between the sidebar categories that hold a page, wherever its section is shown. */
export const SECTION_SEPARATOR = ' › ';

/** A page's section from the labels of the categories above it, outermost first ('Docs' at the top level). */
export function sectionOf(ancestors: readonly string[]): string {
  return ancestors.length > 0 ? ancestors.join(SECTION_SEPARATOR) : 'Docs';
}
