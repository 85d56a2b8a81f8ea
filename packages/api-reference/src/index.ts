/**
 * The API reference's rules that run anywhere (the browser, the docs MCP server, Node): how a
 * generated page hands over its component, what the OpenAPI description marks unverified, and the
 * API sidebar's shape.
 */
export {API_OPERATION_FIELD, API_PAGE_COMPONENT_EXPORT, apiPageComponentExportLine} from './apiPageExport';
export {apiReferenceItems, type ApiTag} from './sidebar';
export {
  UNVERIFIED_EXTENSION,
  groupedFacts,
  operationPagePath,
  unverifiedFacts,
  unverifiedFactsOfOperation,
  unverifiedMarkProblems,
  unverifiedReason,
  type GroupedFact,
  type PublishedFact,
  type UnverifiedFact,
} from './unverified';
