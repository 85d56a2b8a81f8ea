/** The hit fields DocSearch shows, each cut to a snippet. */
const SNIPPETED = [
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
] as const;

/** Snippets of 10 words, 5 on narrow screens (DocSearch 4 and later ask for 15 everywhere). */
export function snippetAttributes(narrow: boolean): string[] {
  const words = narrow ? 5 : 10;
  return SNIPPETED.map((attribute) => `${attribute}:${words}`);
}
