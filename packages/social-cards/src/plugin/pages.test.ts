import {describe, expect, it} from 'vitest';
import {pageCard} from './pages';
import {parseHtml} from 'apipie-docs-html-tree';

const head = (tags: string) =>
  parseHtml(
    `<!doctype html><html><head>${tags}</head><body><meta property=og:image content="https://evil.example/x.png"></body></html>`,
  );
// The section rule of a site: here, the article's own section, else 'Docs'.
const sectionOf = (_path: string, jsonLd: readonly unknown[]) =>
  (jsonLd as {articleSection?: string}[]).find((item) => item.articleSection)?.articleSection ?? 'Docs';
const options = {cardUrlPrefix: 'https://apipie.ai/docs/img/cards/', titleSuffix: ' | APIpie', sectionOf};

describe('pageCard', () => {
  it('reads the card path, the title without the site suffix and the article section', () => {
    const html = head(
      `<meta property=og:title content="Routing | APIpie"><meta property="og:image" content="https://apipie.ai/docs/img/cards/Features/Routing.png">` +
        `<script type="application/ld+json">{"@type":"TechArticle","articleSection":"Features"}</script>`,
    );
    expect(pageCard(html, 'Routing.html', {...options, relativePath: 'Features/Routing'})).toEqual({
      imagePath: '/docs/img/cards/Features/Routing.png',
      title: 'Routing',
      section: 'Features',
    });
  });

  it('skips pages without a card of ours (client-side redirect pages)', () => {
    expect(
      pageCard(head('<meta http-equiv=refresh content="0; url=/docs/">'), 'old.html', {
        ...options,
        relativePath: 'old',
      }),
    ).toBeNull();
  });

  it('fails, naming the file, when a page with a card has no title', () => {
    expect(() =>
      pageCard(head('<meta property=og:image content="https://apipie.ai/docs/img/cards/x.png">'), 'build/x.html', {
        ...options,
        relativePath: 'x',
      }),
    ).toThrow('build/x.html: the page has a social card but no og:title');
  });
});
