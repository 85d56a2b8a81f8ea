/**
 * The MDX of one API operation page, in place of the plugin's own
 * (markdownGenerators.createApiPageMD). Schemas arrive as static HTML strings
 * (schemaHtml.ts); the few parts that need a script are our own small
 * components in the theme's ApiOperation. The page lays out in two columns
 * when its column has room, with the samples beside the reference (CSS only).
 */
import {createDescription} from 'docusaurus-plugin-openapi-docs/lib/markdown/createDescription';
import type {ApiPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {apiPageComponentExportLine} from '../../apiPageExport';
import type {CodeSample} from '../loadSpec';
import {codeSamplesProps} from './codeSamples';
import {operationGuide, type GuideSite} from '../guides';
import {mediaExample} from './exampleValue';
import {UNVERIFIED_EXTENSION, unverifiedReason} from '../../unverified';
import {parametersHtml, schemaHtml, unverifiedNote} from './schemaHtml';
import type {Parameter, RequestBody, Response} from './schema';
import {markdownToHtml} from './markdownHtml';
import {toHtml} from 'hast-util-to-html';

type Operation = {
  method: string;
  path: string;
  description?: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  servers?: {url: string}[];
  externalDocs?: {url: string; description?: string};
  'x-codeSamples'?: CodeSample[];
};

const jsx = (value: unknown) => `{${JSON.stringify(value)}}`;

const PARAMETER_PLACES: [string, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

function requestSection(op: Operation): string {
  const parts: string[] = [];
  for (const [place, heading] of PARAMETER_PLACES) {
    const params = (op.parameters ?? []).filter((p) => p.in === place);
    if (params.length > 0) parts.push(`### ${heading}\n\n<ApiSchema html=${jsx(parametersHtml(params))} />`);
  }
  const body = op.requestBody;
  if (body?.content) {
    const intro = [body.required ? 'Required.' : 'Optional.', body.description ?? ''].join(' ').trim();
    const media = Object.entries(body.content).map(
      ([type, m]) =>
        `<ApiMediaType type=${jsx(type)} />\n\n<ApiSchema html=${jsx(m.schema ? schemaHtml(m.schema) : '')} />`,
    );
    parts.push(`### Body\n\n${createDescription(intro)}\n\n${media.join('\n\n')}`);
  }
  if (parts.length === 0) parts.push('This operation takes no parameters and no body.');
  return `## Request\n\n${parts.join('\n\n')}`;
}

/** One status: its description, headers and bodies, as one static HTML string. */
function responseHtml(response: Response): string {
  const parts: string[] = [toHtml({type: 'root', children: unverifiedNote(unverifiedReason(response))})];
  if (response.description) parts.push(markdownToHtml(response.description));
  const headers = Object.entries(response.headers ?? {});
  if (headers.length > 0) {
    parts.push('<p class="api-schema__label">Headers</p>');
    parts.push(
      parametersHtml(
        headers.map(([name, h]) => ({
          name,
          in: 'header',
          required: h.required,
          description: h.description,
          schema: h.schema,
          [UNVERIFIED_EXTENSION]: unverifiedReason(h),
        })),
      ),
    );
  }
  for (const [type, media] of Object.entries(response.content ?? {})) {
    parts.push(`<p class="api-schema__label">Body <code>${type}</code></p>`);
    if (media.schema) parts.push(schemaHtml(media.schema));
  }
  return parts.join('');
}

function responsesSection(op: Operation): string {
  const responses = Object.entries(op.responses ?? {}).map(([status, r]) => ({status, html: responseHtml(r)}));
  return `## Responses\n\n<ApiResponses responses=${jsx(responses)} />`;
}

function examplesSection(op: Operation): string {
  const examples = Object.entries(op.responses ?? {})
    .map(([status, r]) => ({
      status,
      bodies: Object.entries(r.content ?? {}).flatMap(([type, media]) => {
        const example = mediaExample(type, media);
        return example ? [{type, ...example}] : [{type, source: '', language: 'text', generated: false}];
      }),
    }))
    .filter((e) => e.bodies.length > 0);
  return examples.length > 0 ? `## Response examples\n\n<ApiResponseExamples examples=${jsx(examples)} />` : '';
}

/** An admonition under the endpoint line when no source supports the operation itself. */
function operationNote(op: Operation): string {
  const reason = unverifiedReason(op);
  return reason ? `:::caution[Unverified]\n${createDescription(reason)}:::\n` : '';
}

/** The guide that documents the operation (its externalDocs), linked under the endpoint line. */
function guideLine(op: Operation, guides: GuideSite): string {
  const guide = operationGuide(op, guides);
  return guide ? `**Guide:** [${guide.title}](${guide.path})\n` : '';
}

export function operationPageMdx(pageData: ApiPageMetadata, guides: GuideSite): string {
  const op = pageData.api as unknown as Operation;
  const samples = codeSamplesProps(op['x-codeSamples'] ?? []);
  const aside = [
    samples.length > 0 ? `## Code samples\n\n<ApiCodeSamples samples=${jsx(samples)} />` : '',
    examplesSection(op),
  ].filter(Boolean);
  return [
    'import ApiCodeSamples from "apipie-docs-api-reference/theme/ApiCodeSamples";',
    'import {ApiColumn, ApiColumns, ApiEndpoint, ApiMediaType, ApiResponseExamples, ApiResponses, ApiSchema} from "apipie-docs-api-reference/theme/ApiOperation";',
    apiPageComponentExportLine,
    '',
    `# ${pageData.title}`,
    '',
    `<ApiEndpoint method=${jsx(op.method)} path=${jsx(op.path)} server=${jsx(op.servers?.[0]?.url ?? '')} deprecated=${jsx(op.deprecated === true)} />`,
    '',
    operationNote(op),
    guideLine(op, guides),
    '<ApiColumns>',
    '<ApiColumn area="description">',
    '',
    createDescription(op.description ?? ''),
    '',
    '</ApiColumn>',
    '<ApiColumn area="examples">',
    '',
    aside.join('\n\n'),
    '',
    '</ApiColumn>',
    '<ApiColumn area="reference">',
    '',
    requestSection(op),
    '',
    responsesSection(op),
    '',
    '</ApiColumn>',
    '</ApiColumns>',
    '',
  ].join('\n');
}
