/**
 * The API introduction page (markdownGenerators.createInfoPageMD): the API's
 * title, version and download link, then its description, which is where the
 * OpenAPI file explains authentication, errors and limits.
 */
import {createDescription} from 'docusaurus-plugin-openapi-docs/lib/markdown/createDescription';
import type {InfoPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {apiPageComponentExportLine} from '../../apiPageExport';
import {operationPagePath, type GroupedFact} from '../../unverified';

type Facts = GroupedFact[];

/** A table cell's Markdown: no line breaks, no unescaped pipes. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/** Every fact the description marks unverified, one row per operation and mark, after the description's own section. */
function unverifiedTable(facts: Facts): string {
  if (facts.length === 0) return '';
  const rows = facts.map(
    (fact) =>
      `| [\`${fact.method} ${fact.path}\`](${operationPagePath(fact.operationId)}) | ${cell(fact.subjects.join(', '))} | ${cell(fact.reason)} |`,
  );
  return [
    `The description marks ${facts.length} ${facts.length === 1 ? 'place' : 'places'} unverified:`,
    '',
    '| Operation | What | Why |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export function infoPageMdx(pageData: InfoPageMetadata & {downloadUrl?: string}): string {
  const info = pageData.info as InfoPageMetadata['info'] & {'x-apiTitle'?: string; 'x-unverifiedFacts'?: Facts};
  const meta = [
    `Version ${info.version}`,
    pageData.downloadUrl ? `[Download openapi.json](pathname://${pageData.downloadUrl})` : '',
  ].filter(Boolean);
  return [
    apiPageComponentExportLine,
    '',
    `# ${info['x-apiTitle'] ?? info.title}`,
    '',
    meta.join(' · '),
    '',
    createDescription(info.description ?? ''),
    '',
    createDescription(unverifiedTable(info['x-unverifiedFacts'] ?? [])),
    '',
  ].join('\n');
}
