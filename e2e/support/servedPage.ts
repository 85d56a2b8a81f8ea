import type {Element} from 'hast';
import {visit} from 'unist-util-visit';
import {parseHtml} from 'apipie-docs-html-tree';
import {emptyInlineSources, inlineSourcesOf} from '../../plugins/server-config/inlineSources';

// What a page loads as it renders: scripts, stylesheets, preloads and icons, images and frames.
const LOADED_BY_URL: Record<string, string[]> = {
  script: ['src'],
  link: ['href'],
  img: ['src', 'srcSet'],
  source: ['src', 'srcSet'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
};
// <link> relations that load nothing: canonical and alternate addresses, feeds, the llms.txt pointer.
const LINKS_THAT_LOAD = /^(stylesheet|preload|modulepreload|prefetch|icon|apple-touch-icon|manifest|preconnect)$/;

/** One directive of a Content-Security-Policy header, as written (`script-src 'self' …`), or ''. */
export function cspDirective(csp: string, name: string): string {
  return csp.split(/;\s*/).find((part) => part.startsWith(`${name} `)) ?? '';
}

/**
 * What the browser would stop or flag on a page as served, read from its HTML and the
 * Content-Security-Policy header it came with, without a browser: a page without exactly one h1,
 * inline code whose hash the policy does not list, and anything the page loads from another origin.
 * The crawl runs it on every page; the browser's own CSP report covers the pages it opens.
 */
export function servedPageFaults(html: string, csp: string, pageUrl: string): string[] {
  const tree = parseHtml(html);
  const faults: string[] = [];
  let h1s = 0;
  visit(tree, 'element', (element: Element) => {
    if (element.tagName === 'h1') h1s += 1;
    const attributes = LOADED_BY_URL[element.tagName] ?? [];
    if (
      element.tagName === 'link' &&
      !String(element.properties.rel ?? '')
        .split(/[\s,]+/)
        .some((rel) => LINKS_THAT_LOAD.test(rel))
    )
      return;
    for (const attribute of attributes) {
      const value = element.properties[attribute];
      if (value === undefined) continue;
      for (const candidate of String(value).split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (!url || url.startsWith('data:')) continue;
        if (new URL(url, pageUrl).origin !== new URL(pageUrl).origin)
          faults.push(`<${element.tagName}> loads ${url} from another origin`);
      }
    }
  });
  if (h1s !== 1) faults.push(`${h1s} h1 elements, not 1`);

  const directive = (name: string) => new Set(cspDirective(csp, name).split(/\s+/).slice(1));
  const inline = emptyInlineSources();
  try {
    inlineSourcesOf(tree, pageUrl, inline);
  } catch (error) {
    faults.push((error as Error).message);
  }
  const scriptSources = directive('script-src');
  const styleSources = directive('style-src-elem');
  for (const hash of inline.scripts)
    if (!scriptSources.has(hash)) faults.push(`an inline script ${hash} not in script-src`);
  for (const hash of inline.styles)
    if (!styleSources.has(hash)) faults.push(`an inline style ${hash} not in style-src-elem`);
  return faults;
}
