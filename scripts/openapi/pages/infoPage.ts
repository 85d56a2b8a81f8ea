/**
 * The API introduction page (markdownGenerators.createInfoPageMD): the API's
 * title, version and download link, then its description, which is where the
 * OpenAPI file explains authentication, errors and limits.
 */
import {createDescription} from 'docusaurus-plugin-openapi-docs/lib/markdown/createDescription';
import type {InfoPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {apiPageComponentExportLine} from '../../../src/apiPages/apiPageExport';

export function infoPageMdx(pageData: InfoPageMetadata & {downloadUrl?: string}): string {
  const info = pageData.info as InfoPageMetadata['info'] & {'x-apiTitle'?: string};
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
  ].join('\n');
}
