/** The separator between the sidebar categories that hold a page, wherever its section is shown. */
export const SECTION_SEPARATOR = ' › ';

/** A page's section from the labels of the categories above it, outermost first ('Docs' at the top level). */
export function sectionOf(ancestors: readonly string[]): string {
  return ancestors.length > 0 ? ancestors.join(SECTION_SEPARATOR) : 'Docs';
}

type LdItem = {'@type'?: string; articleSection?: string; itemListElement?: {name?: string}[]};

/**
 * The section of a built page, from its path (relative to the base URL) and
 * its JSON-LD: the article's own section (guides and API operations, the one
 * their feedback link names), Blog or Announcements for posts, the breadcrumb
 * trail of category pages, or Docs. Social cards show it; report_docs_issue names it.
 */
export function pageSection(relativePath: string, jsonLd: readonly unknown[]): string {
  const items = jsonLd as LdItem[];
  const article = items.find((item) => typeof item.articleSection === 'string');
  if (article) return article.articleSection!;
  const top = relativePath.split('/')[0];
  if (top === 'blog') return 'Blog';
  if (top === 'announcements') return 'Announcements';
  const trail = items.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
  return sectionOf(
    trail
      .slice(0, -1)
      .map((item) => item.name ?? '')
      .filter(Boolean),
  );
}
