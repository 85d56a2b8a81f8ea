/**
 * A twin's title: its first H1 as plain text (an author page's heading is a
 * link, kept as its text), or null when it has none.
 */
export function twinTitleOf(markdown: string): string | null {
  const heading = /^# (.+)$/m.exec(markdown)?.[1];
  return heading ? heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim() : null;
}
