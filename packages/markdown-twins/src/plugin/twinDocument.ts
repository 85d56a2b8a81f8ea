import {absoluteUrlOf, LLMS_TXT_FILE, twinUrlOf} from '../urls';

/** The heading of the section API twins end with. */
export const OPENAPI_HEADING = 'OpenAPI description of this operation';

/**
 * The one-line blockquote every twin opens with, pointing agents at the index.
 * Both URLs are absolute on the build's origin, like every link in a twin.
 */
export function directiveLine(siteUrl: string, baseUrl: string, route: string): string {
  const index = absoluteUrlOf(siteUrl, `${baseUrl}${LLMS_TXT_FILE}`);
  return `> Documentation index: [${index}](${index}). This page as Markdown: ${absoluteUrlOf(siteUrl, twinUrlOf(route))}; every page has one at its URL plus \`.md\`.`;
}
