import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

/** A page to index: a doc (including API pages) or a blog or announcement post. */
export type IndexablePage = {
  permalink: string;
  title: string;
  /** The sidebar category or blog title the DocSearch crawler would take as lvl0. */
  lvl0: string;
  keywords: string[];
  /**
   * The front matter `description`: the author's summary of the page in a sentence, often in the
   * words a reader asks in ("failover", "higher rate limits") where the text names details.
   */
  description: string | null;
  /** A doc whose front matter names the API operation it documents (`api_operation`). */
  apiOperation: boolean;
  /**
   * An API operation page's guide, by its site path (`/docs/Features/Voices`): its front matter's
   * `api_guide`, the operation's externalDocs url (apipie-docs-api-reference's guides.ts). Search lets
   * the operation page yield to it (../engine.ts).
   */
  guide: string | null;
  /** A legal page (tagged `legal` in its front matter: the agreements and policies), which search weighs by intent. */
  legal: boolean;
  /** Site-relative source file, for rendering under `npm start`. */
  source: string;
  /** Source body for posts, which Docusaurus keeps; docs are read from `source`. */
  body: string | null;
  facets: {language: string; docusaurus_tag: string; version: string | null};
};

// The part of a loaded sidebar item this plugin reads (the full type is internal to the docs plugin).
type SidebarItem =
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'link' | 'html'};

/** Maps each doc id to the label of the outermost sidebar category holding it. */
function categoryOfDocs(items: readonly SidebarItem[], category: string | null, into: Map<string, string>) {
  for (const item of items) {
    if (item.type === 'category') {
      const label = category ?? item.label;
      if (item.link?.type === 'doc' && item.link.id) into.set(item.link.id, label);
      categoryOfDocs(item.items, label, into);
    } else if ((item.type === 'doc' || item.type === 'ref') && category) {
      if (!into.has(item.id)) into.set(item.id, category);
    }
  }
  return into;
}

/**
 * Words that find a page besides its text: its URL slug, its sidebar label (readers know pages by it), front
 * matter keywords, and for an API operation page its method and path (its `api_operation`, written by
 * apipie-docs-api-reference's page template): readers type `/v1/chat/completions`, and every guide that
 * calls it says it too.
 */
export function pageKeywords(
  permalink: string,
  frontMatter: {keywords?: unknown; sidebar_label?: unknown; api_operation?: unknown},
): string[] {
  const slug = permalink.replace(/\/$/, '').split('/').pop() ?? '';
  const label = typeof frontMatter.sidebar_label === 'string' ? [frontMatter.sidebar_label] : [];
  const operation = typeof frontMatter.api_operation === 'string' ? [frontMatter.api_operation] : [];
  const keywords = frontMatter.keywords;
  const extra = Array.isArray(keywords) ? keywords.filter((k) => typeof k === 'string') : [];
  return [...new Set([slug, ...label, ...operation, ...extra].filter(Boolean))];
}

/** A page's front matter `description`, or null. */
export function descriptionOf(frontMatter: {description?: unknown}): string | null {
  return typeof frontMatter.description === 'string' && frontMatter.description.trim()
    ? frontMatter.description.trim()
    : null;
}

/** The site path of an API page's `api_guide` (an absolute URL of our docs), or null. */
export function guidePathOf(frontMatter: {api_guide?: unknown}): string | null {
  return typeof frontMatter.api_guide === 'string' ? new URL(frontMatter.api_guide).pathname.replace(/\/$/, '') : null;
}

/** The front matter tag (docs/tags.yml) of the agreements and policies that govern the service. */
const LEGAL_TAG = 'legal';

/** Whether a doc's front matter tags it as a legal page. */
function isLegal(frontMatter: {tags?: unknown}): boolean {
  return Array.isArray(frontMatter.tags) && frontMatter.tags.includes(LEGAL_TAG);
}

function docPage(doc: DocMetadata, lvl0: string, facets: IndexablePage['facets']): IndexablePage {
  return {
    permalink: doc.permalink,
    title: doc.title,
    lvl0,
    keywords: pageKeywords(doc.permalink, doc.frontMatter),
    description: descriptionOf(doc.frontMatter),
    apiOperation: typeof (doc.frontMatter as {api_operation?: unknown}).api_operation === 'string',
    guide: guidePathOf(doc.frontMatter as {api_guide?: unknown}),
    legal: isLegal(doc.frontMatter),
    source: doc.source.replace(/^@site\//, ''),
    body: null,
    facets,
  };
}

/**
 * Every page that gets records, from the content plugins' loaded data: docs
 * of every docs instance and version, and the posts of every blog instance
 * (the blog and the announcements). List, tag, archive and author pages are
 * left out; so are unlisted pages.
 */
export function indexablePages(allContent: AllContent, docsLvl0: string, language: string): IndexablePage[] {
  const pages: IndexablePage[] = [];
  const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
  for (const [pluginId, content] of Object.entries(docsInstances)) {
    for (const version of content.loadedVersions) {
      const categories = new Map<string, string>();
      for (const sidebar of Object.values(version.sidebars)) categoryOfDocs(sidebar as SidebarItem[], null, categories);
      const tag = `docs-${pluginId}-${version.versionName}`;
      for (const doc of version.docs) {
        if (doc.unlisted) continue;
        const facets = {language, docusaurus_tag: tag, version: version.versionName};
        pages.push(docPage(doc, categories.get(doc.id) ?? docsLvl0, facets));
      }
    }
  }
  const blogInstances = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>;
  for (const content of Object.values(blogInstances)) {
    for (const post of content.blogPosts) {
      if (post.metadata.unlisted) continue;
      pages.push({
        permalink: post.metadata.permalink,
        title: post.metadata.title,
        lvl0: content.blogTitle,
        keywords: pageKeywords(post.metadata.permalink, post.metadata.frontMatter),
        description: descriptionOf(post.metadata.frontMatter),
        apiOperation: false,
        guide: null,
        legal: false,
        source: post.metadata.source.replace(/^@site\//, ''),
        body: post.content,
        facets: {language, docusaurus_tag: 'default', version: null},
      });
    }
  }
  return pages.sort((a, b) => a.permalink.localeCompare(b.permalink));
}
