import type {FeedbackPage} from './issueUrl';
import {pageSection} from './section';

/** A `<script type="application/ld+json">` element; its text cannot hold `</script>` (HTML ends the element there). */
const JSON_LD_SCRIPT = /<script\b[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The JSON-LD items of a built page, in document order; an element that does not parse is skipped. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(JSON_LD_SCRIPT)].flatMap((match) => {
    try {
      return [JSON.parse(match[1] ?? '') as unknown];
    } catch {
      return [];
    }
  });
}

type LdItem = {'@type'?: string; headline?: unknown; url?: unknown; articleSection?: unknown};

/**
 * The page a feedback issue names, read back from a built page's HTML.
 * Guides and API operations: exactly what their "Open an issue" link is built
 * from (PageFeedback takes the title, the page URL and the section, and
 * DocItem/Metadata writes the same three into the page's TechArticle or
 * APIReference data). Other pages (posts, tag and list pages) have no such
 * link: their headline or `heading`, their address on the site the WebSite
 * data names (or `fallbackUrl`), and their section as social cards show it.
 */
export function feedbackPageOf(
  html: string,
  {relativePath, heading, fallbackUrl}: {relativePath: string; heading: string; fallbackUrl: string},
): FeedbackPage {
  const items = jsonLdOf(html) as LdItem[];
  const article = items.find(
    (item) =>
      typeof item.articleSection === 'string' && typeof item.headline === 'string' && typeof item.url === 'string',
  );
  if (article)
    return {title: String(article.headline), url: String(article.url), section: String(article.articleSection)};
  const post = items.find((item) => item['@type'] === 'BlogPosting' && typeof item.headline === 'string');
  const webSite = items.find((item) => item['@type'] === 'WebSite' && typeof item.url === 'string');
  return {
    title: post ? String(post.headline) : heading,
    url: webSite ? new URL(relativePath, String(webSite.url)).href : fallbackUrl,
    section: pageSection(relativePath, items),
  };
}
