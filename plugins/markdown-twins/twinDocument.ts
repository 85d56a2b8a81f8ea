import {LLMS_TXT_FILE, twinUrlOf} from '../../src/markdownTwins/urls';

/** The heading of the section API twins end with. */
export const OPENAPI_HEADING = 'OpenAPI description of this operation';

/** The one-line blockquote every twin opens with, pointing agents at the index. */
export function directiveLine(baseUrl: string, route: string): string {
  const index = `${baseUrl}${LLMS_TXT_FILE}`;
  return `> Documentation index: [${index}](${index}). This page as Markdown: ${twinUrlOf(route)}; every page has one at its URL plus \`.md\`.`;
}
