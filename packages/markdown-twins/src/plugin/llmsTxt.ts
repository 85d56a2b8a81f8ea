import {absoluteUrlOf, twinUrlOf} from '../urls';
import type {LlmsSection} from './pages';
import {TwinError} from './htmlToMarkdown';

/** Mintlify's cut for entry descriptions; ours are one or two sentences. */
const DESCRIPTION_MAX_CHARS = 300;

export type LlmsTxtInput = {
  /** The build's origin: every entry links to its twin's absolute URL on it. */
  siteUrl: string;
  title: string;
  /** One paragraph, shown as the blockquote summary. */
  summary: string;
  /** Optional paragraphs between the summary and the sections. */
  details: string;
  sections: readonly LlmsSection[];
  optional: readonly LlmsSection[];
};

/** Descriptions come from front matter, where inline code is written with backticks. */
function oneLine(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX_CHARS ? flat : `${flat.slice(0, DESCRIPTION_MAX_CHARS - 1).trimEnd()}…`;
}

function sectionText(section: LlmsSection, siteUrl: string): string {
  const lines = section.entries.map((entry) => {
    const twin = absoluteUrlOf(siteUrl, twinUrlOf(entry.permalink));
    const link = `- [${entry.title.replace(/([[\]])/g, '\\$1')}](${twin})`;
    const description = oneLine(entry.description);
    return description ? `${link}: ${description}` : link;
  });
  return `## ${section.title}\n\n${lines.join('\n')}`;
}

/**
 * llms.txt as llmstxt.org orders it: H1, blockquote summary, paragraphs, then
 * H2 link sections, the last named Optional (posts, legal text).
 */
export function llmsTxt(input: LlmsTxtInput): string {
  const optionalLinks = input.optional.flatMap((section) =>
    section.entries.map((entry) => ({...entry, title: `${section.title}: ${entry.title}`})),
  );
  const parts = [
    `# ${input.title}`,
    `> ${input.summary.replace(/\s+/g, ' ').trim()}`,
    input.details.trim(),
    ...input.sections.map((section) => sectionText(section, input.siteUrl)),
    sectionText({title: 'Optional', entries: optionalLinks}, input.siteUrl),
  ];
  return `${parts.filter(Boolean).join('\n\n').trim()}\n`;
}

/** Fails the build when llms.txt is over its size budget (agents read it whole). */
export function checkLlmsTxtSize(text: string, maxChars: number, route: string) {
  if (text.length > maxChars) {
    throw new TwinError(
      route,
      `llms.txt has ${text.length} characters, over its limit of ${maxChars}: shorten descriptions or move pages to Optional`,
    );
  }
}

/** Every twin a llms.txt links to, as written (absolute URLs). */
export function llmsTxtLinks(text: string): string[] {
  return [...text.matchAll(/^- \[[^\]]*(?:\\\][^\]]*)*\]\(([^)\s]+)\)/gm)].map((match) => match[1] ?? '');
}
