/**
 * The schema.org data of our pages (JSON-LD), built from page metadata.
 * Docusaurus adds its own BreadcrumbList (docs) and BlogPosting (posts); these
 * add what it lacks. Pure functions, so Node tests and the theme share them.
 */
import type {
  APIReference,
  Organization,
  SearchAction,
  TechArticle,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';

/** Who publishes the docs (config/pageMeta.ts, from config/site.ts). */
export type Publisher = {name: string; legalName: string; url: string; logo: string; sameAs: string[]};

export type ArticlePage = {
  title: string;
  description: string;
  url: string;
  section: string;
  /** ISO date of the last change (git), when known. */
  dateModified?: string;
};

const CONTEXT = 'https://schema.org';

export function organization(publisher: Publisher): WithContext<Organization> {
  return {'@context': CONTEXT, '@type': 'Organization', ...organizationFields(publisher)};
}

function organizationFields({name, legalName, url, logo, sameAs}: Publisher) {
  return {name, legalName, url, logo, sameAs};
}

/** The docs as a WebSite whose SearchAction opens the search page with the query. */
export function webSite(publisher: Publisher, docsUrl: string): WithContext<WebSite> {
  const searchAction: WithActionConstraints<Extract<SearchAction, {'@type': 'SearchAction'}>> = {
    '@type': 'SearchAction',
    target: {'@type': 'EntryPoint', urlTemplate: `${docsUrl}search?q={search_term_string}`},
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: `${publisher.name} documentation`,
    url: docsUrl,
    publisher: {'@type': 'Organization', ...organizationFields(publisher)},
    potentialAction: searchAction,
  };
}

/**
 * A guide is a TechArticle; a generated API operation page an APIReference. The publisher is named; the full
 * Organization is in every page's head.
 */
export function article(
  type: 'TechArticle' | 'APIReference',
  page: ArticlePage,
  publisher: Pick<Publisher, 'name' | 'url'>,
): WithContext<TechArticle | APIReference> {
  return {
    '@context': CONTEXT,
    '@type': type,
    headline: page.title,
    description: page.description,
    url: page.url,
    mainEntityOfPage: page.url,
    articleSection: page.section,
    ...(page.dateModified ? {dateModified: page.dateModified} : {}),
    publisher: {'@type': 'Organization', name: publisher.name, url: publisher.url},
    inLanguage: 'en',
  };
}

/** JSON for a `<script type="application/ld+json">`; `<` as \\u003c, so no text can close the element. */
export const serializeJsonLd = (data: WithContext<Thing>): string => JSON.stringify(data).replace(/</g, '\\u003c');
