import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'htmlparser2';
import {findAll, textContent} from 'domutils';
import {requireBuiltPageFile} from '../plugins/built-site/files';
import {pngSize} from 'apipie-docs-social-cards';
import {expect, test} from './support/fixtures';
import {LOCAL_BUILD_DIR} from './support/servedBuilds';
import {sitemapPaths} from './support/sitemap';

// Structured data and social cards of every page the sitemap lists, read from the built files:
// both are in the server-rendered HTML, so Node checks them faster than a browser would.
// No test here opens a page, and each takes a fraction of what Playwright spends handing a test to a
// worker: the file runs in one worker, as one job, beside the others, and parses each page once.

const SITE = 'https://apipie.ai/docs/';
type Ld = Record<string, unknown> & {'@type': string};

/** A page's head data, parsed once per worker for the tests that read it. */
const readPages = new Map<string, ReturnType<typeof parsePage>>();
const readPage = (relative: string) => {
  let read = readPages.get(relative);
  if (!read) readPages.set(relative, (read = parsePage(relative)));
  return read;
};

function parsePage(relative: string) {
  const document = parseDocument(readFileSync(requireBuiltPageFile(LOCAL_BUILD_DIR, relative), 'utf8'));
  const elements = findAll(() => true, document.children);
  // Kept without the rest of the page, which would stay in memory with them.
  const metaTags = elements.filter((e) => e.name === 'meta').map((e) => ({...e.attribs}));
  const meta = (key: string) =>
    metaTags.filter((attribs) => attribs.property === key || attribs.name === key).map((attribs) => attribs.content);
  const jsonLd = elements
    .filter((e) => e.name === 'script' && e.attribs.type === 'application/ld+json')
    .map((e) => JSON.parse(textContent(e)) as Ld);
  return {meta, jsonLd};
}

/** Generated API operation pages: one `docs/api/<id>.api.mdx` each (npm run gen:api). */
const apiOperations = new Set(
  readdirSync(path.resolve('docs/api'))
    .filter((file) => file.endsWith('.api.mdx'))
    .map((file) => `api/${file.replace(/\.api\.mdx$/, '')}`),
);
const isPost = (relative: string) => /^(blog|announcements)\/\d{4}\/\d{2}\/\d{2}\//.test(relative);
const isGuide = (relative: string) =>
  !/^(blog|announcements|tags|category|search)(\/|$)/.test(relative) && !apiOperations.has(relative);

function expectArticle(item: Ld | undefined, relative: string) {
  expect(item, `${relative}: article data`).toBeDefined();
  expect(item!['@context']).toBe('https://schema.org');
  expect(item!.headline).toEqual(expect.any(String));
  expect(String(item!.headline).length).toBeGreaterThan(0);
  expect(String(item!.description).length, `${relative}: description`).toBeGreaterThan(0);
  expect(item!.url).toBe(SITE + relative);
  expect(
    Number.isNaN(Date.parse(String(item!.dateModified))),
    `${relative}: dateModified ${String(item!.dateModified)}`,
  ).toBe(false);
  expect(item!.publisher).toMatchObject({'@type': 'Organization', name: 'APIpie', url: 'https://apipie.ai'});
}

const pages = sitemapPaths(LOCAL_BUILD_DIR);

/** The social card a page's og:image names. */
const cardOf = (relative: string) => readPage(relative).meta('og:image')[0];

test.describe('structured data on every sitemap page', () => {
  test('finds the API operations and enough pages to test', () => {
    expect(apiOperations.size).toBeGreaterThan(10);
    expect(pages.length).toBeGreaterThan(200);
  });

  for (const relative of pages) {
    test(`/docs/${relative}`, () => {
      const {jsonLd} = readPage(relative);
      const ofType = (type: string) => jsonLd.filter((item) => item['@type'] === type);
      // Every page: the docs as a WebSite whose search action opens the search page.
      expect(ofType('WebSite'), 'one WebSite').toHaveLength(1);
      expect(ofType('WebSite')[0]).toMatchObject({
        url: SITE,
        potentialAction: {
          '@type': 'SearchAction',
          target: {urlTemplate: `${SITE}search?q={search_term_string}`},
          'query-input': 'required name=search_term_string',
        },
      });
      if (apiOperations.has(relative)) {
        expectArticle(ofType('APIReference')[0], relative);
        expect(ofType('TechArticle')).toHaveLength(0);
      } else if (isGuide(relative)) {
        expectArticle(ofType('TechArticle')[0], relative);
      }
      // Docusaurus' own data stays: breadcrumbs on docs and API pages, BlogPosting on posts.
      if (isGuide(relative) || apiOperations.has(relative))
        expect(ofType('BreadcrumbList'), 'BreadcrumbList').toHaveLength(1);
      if (isPost(relative))
        expect(ofType('BlogPosting')[0]).toMatchObject({
          headline: expect.any(String),
          datePublished: expect.any(String),
        });
      // The Organization, on the home page and (a static head tag) every other.
      expect(ofType('Organization')).toHaveLength(1);
      expect(ofType('Organization')[0]).toMatchObject({
        name: 'APIpie',
        legalName: 'Neuronic AI, Incorporated',
        url: 'https://apipie.ai',
        logo: `${SITE}img/logo.svg`,
      });
    });
  }
});

test.describe('a social card for every sitemap page', () => {
  for (const relative of pages) {
    test(`/docs/${relative}: og:image and twitter:image name a 1200×630 PNG`, () => {
      const {meta} = readPage(relative);
      const [image] = meta('og:image');
      expect(image).toMatch(new RegExp(`^${SITE}img/cards/.+\\.png$`));
      expect(meta('twitter:image')).toEqual([image]);
      expect(meta('twitter:card')).toEqual(['summary_large_image']);
      expect([meta('og:image:width'), meta('og:image:height')]).toEqual([['1200'], ['630']]);
      expect(meta('og:image:alt')[0]?.length).toBeGreaterThan(10);
      const file = path.join(LOCAL_BUILD_DIR, image!.slice(SITE.length));
      expect(existsSync(file), `${file} exists`).toBe(true);
      expect(pngSize(readFileSync(file))).toEqual({width: 1200, height: 630});
    });
  }

  // One test over all pages, so that each test above stands alone.
  test('no two pages share a card', () => {
    const pagesOfCard = new Map<string, string[]>();
    for (const relative of pages) {
      const image = cardOf(relative);
      if (image) pagesOfCard.set(image, [...(pagesOfCard.get(image) ?? []), `/docs/${relative}`]);
    }
    expect(pagesOfCard.size).toBeGreaterThan(200);
    expect([...pagesOfCard].filter(([, shared]) => shared.length > 1)).toEqual([]);
  });
});
