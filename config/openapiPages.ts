import {createApiPageMD, createInfoPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import {createDescription} from 'docusaurus-plugin-openapi-docs/lib/markdown/createDescription';
import type {ApiPageMetadata, InfoPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {apiPageComponentExportLine} from '../src/apiPages/apiPageExport';

type CodeSample = {lang: string; label: string; source: string};

const highlightLanguage: Record<string, string> = {Shell: 'bash', Python: 'python', TypeScript: 'typescript', Go: 'go'};

/** The MDX block that shows an operation's x-codeSamples, rendered on the server. */
export function codeSamplesMdx(samples: readonly CodeSample[]): string {
  if (samples.length === 0) return '';
  const props = samples.map((s) => ({label: s.label, language: highlightLanguage[s.lang] ?? 'text', source: s.source}));
  return `\n## Code samples\n\n<ApiCodeSamples samples={${JSON.stringify(props)}} />\n\n`;
}

/**
 * The stock page with our code samples right after the description, rendered
 * through the API page component (see src/components/DocItemSwitch). The
 * theme's own samples live in its request explorer, which renders in the
 * browser only and sits beside a Send button; this site makes no API calls.
 */
export function apiPageWithSamples(pageData: ApiPageMetadata): string {
  const page = createApiPageMD(pageData);
  const samples = codeSamplesMdx((pageData.api as {'x-codeSamples'?: CodeSample[]})['x-codeSamples'] ?? []);
  const description = createDescription(pageData.api.description);
  const at = description ? page.indexOf(description) : -1;
  const withSamples = at >= 0 ? page.slice(0, at + description.length) + samples + page.slice(at + description.length) : page + samples;
  return `import ApiCodeSamples from "@site/src/components/ApiCodeSamples";\n${apiPageComponentExportLine}\n${withSamples}`;
}

/**
 * The introduction page, headed by the API's real title (the page id comes
 * from `info.title`). Like the operations, it renders through the API page
 * component (see src/components/DocItemSwitch).
 */
export function infoPageWithTitle(pageData: InfoPageMetadata): string {
  const info = pageData.info as InfoPageMetadata['info'] & {'x-apiTitle'?: string};
  return `${apiPageComponentExportLine}\n${createInfoPageMD({...pageData, info: {...info, title: info['x-apiTitle'] ?? info.title}})}`;
}
