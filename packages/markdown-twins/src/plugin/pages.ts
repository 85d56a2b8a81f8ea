import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

/** One link of llms.txt: a page with a twin, in the order readers meet it. */
export type LlmsEntry = {permalink: string; title: string; description: string};
/** An H2 section of llms.txt. */
export type LlmsSection = {title: string; entries: LlmsEntry[]};

/** What the plugin knows about the site's pages before they are rendered. */
export type SitePages = {
  /** Docs and API sections in sidebar order; the legal pages and posts go to `optional`. */
  sections: LlmsSection[];
  optional: LlmsSection[];
  /** API operation pages: permalink to their `api_operation` front matter ("post /v1/chat/completions"). */
  apiOperations: Map<string, string>;
  /** Each blog's title and the path its pages live under (`/docs/announcements/`). */
  blogs: {title: string; basePath: string}[];
};

// The part of a loaded sidebar item this plugin reads (the full type is internal to the docs plugin).
type SidebarItem =
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?:
        {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; description?: string; title?: string};
    }
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'link' | 'html'};

export type SectionRules = {
  /** The front matter field in which an API operation page names its operation ("post /v1/chat/completions"). */
  apiOperationField: string;
  /** Top-level docs outside any category go to a section with this title. */
  looseDocsTitle: string;
  /** Categories whose sub-categories each get their own section ("Integrations: Coding"). */
  splitCategories: readonly string[];
  /** Categories listed under Optional (legal text). */
  optionalCategories: readonly string[];
};

function entryOfDoc(doc: DocMetadata, label?: string): LlmsEntry {
  return {permalink: doc.permalink, title: label ?? doc.title, description: doc.description};
}

/** The entries of a category and its sub-categories, depth first, category page first. */
function flatten(items: readonly SidebarItem[], docs: Map<string, DocMetadata>, into: LlmsEntry[] = []): LlmsEntry[] {
  for (const item of items) {
    if (item.type === 'category') categoryEntries(item, docs, into);
    else if (item.type === 'doc' || item.type === 'ref') {
      const doc = docs.get(item.id);
      if (doc && !doc.unlisted) into.push(entryOfDoc(doc));
    }
  }
  return into;
}

function categoryEntries(
  category: Extract<SidebarItem, {type: 'category'}>,
  docs: Map<string, DocMetadata>,
  into: LlmsEntry[] = [],
) {
  const link = category.link;
  if (link?.type === 'doc') {
    const doc = docs.get(link.id);
    if (doc) into.push(entryOfDoc(doc));
  } else if (link?.type === 'generated-index') {
    into.push({permalink: link.permalink, title: link.title ?? category.label, description: link.description ?? ''});
  }
  return flatten(category.items, docs, into);
}

/**
 * The llms.txt sections from the loaded content: each top-level sidebar
 * category is a section (split ones give one per sub-category, after their
 * own loose pages), loose top-level docs form the first, and the blogs'
 * posts go under Optional, newest first.
 */
export function sitePages(allContent: AllContent, rules: SectionRules): SitePages {
  const sections: LlmsSection[] = [];
  const optional: LlmsSection[] = [];
  const apiOperations = new Map<string, string>();
  const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
  for (const content of Object.values(docsInstances)) {
    for (const version of content.loadedVersions) {
      const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
      for (const doc of version.docs) {
        const api = doc.frontMatter[rules.apiOperationField];
        if (typeof api === 'string') apiOperations.set(doc.permalink, api);
      }
      for (const sidebar of Object.values(version.sidebars) as SidebarItem[][]) {
        const loose: LlmsSection = {title: rules.looseDocsTitle, entries: []};
        sections.push(loose);
        for (const item of sidebar) {
          if (item.type !== 'category') {
            flatten([item], docs, loose.entries);
          } else if (rules.optionalCategories.includes(item.label)) {
            optional.push({title: item.label, entries: categoryEntries(item, docs)});
          } else if (rules.splitCategories.includes(item.label)) {
            const own: LlmsSection = {title: item.label, entries: []};
            const link = item.link ? categoryEntries({...item, items: []}, docs) : [];
            own.entries.push(
              ...link,
              ...flatten(
                item.items.filter((child) => child.type !== 'category'),
                docs,
              ),
            );
            if (own.entries.length > 0) sections.push(own);
            for (const child of item.items) {
              if (child.type === 'category')
                sections.push({title: `${item.label}: ${child.label}`, entries: categoryEntries(child, docs)});
            }
          } else {
            sections.push({title: item.label, entries: categoryEntries(item, docs)});
          }
        }
      }
    }
  }
  const blogs: SitePages['blogs'] = [];
  const blogInstances = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>;
  for (const content of Object.values(blogInstances)) {
    // The tags list is <blog>/tags (the default tagsBasePath), so its folder is the blog's.
    blogs.push({title: content.blogTitle, basePath: content.blogTagsListPath.replace(/[^/]+\/?$/, '')});
    const entries = content.blogPosts
      .filter((post) => !post.metadata.unlisted)
      .map((post) => ({
        permalink: post.metadata.permalink,
        title: post.metadata.title,
        description: post.metadata.description,
      }));
    optional.push({title: content.blogTitle, entries});
  }
  return {sections: sections.filter((section) => section.entries.length > 0), optional, apiOperations, blogs};
}

/**
 * The pages with a twin that no sidebar nor post list names (tag pages, author
 * pages, archives, list pages after the first, the search page), as Optional
 * sections: with their blog's posts, or under `docsTitle`. Each is titled by
 * its heading (`titleOf`). So llms.txt lists every page the sitemap does, as
 * afdocs' llms-txt-coverage expects of an index agents rely on.
 */
export function unlistedSections(
  routes: readonly string[],
  listed: ReadonlySet<string>,
  blogs: SitePages['blogs'],
  docsTitle: string,
  titleOf: (route: string) => string,
): LlmsSection[] {
  const sections = new Map<string, LlmsEntry[]>();
  for (const route of [...routes].filter((route) => !listed.has(route)).sort()) {
    const blog = blogs.find((candidate) => `${route}/`.startsWith(candidate.basePath));
    const group = blog?.title ?? docsTitle;
    const heading = titleOf(route);
    // "Announcements: page 2" is listed as "Announcements: page 2", the blog's front page as "Announcements: Latest
    // posts".
    const title =
      heading === group ? 'Latest posts' : heading.startsWith(`${group}: `) ? heading.slice(group.length + 2) : heading;
    // A tag's second list page has the first one's heading.
    const page = /\/page\/(\d+)$/.exec(route)?.[1];
    const numbered = page && !/\bpage \d+$/.test(title) ? `${title}, page ${page}` : title;
    const entries = sections.get(group) ?? [];
    entries.push({permalink: route, title: numbered, description: ''});
    sections.set(group, entries);
  }
  return [...sections].map(([title, entries]) => ({title, entries}));
}
