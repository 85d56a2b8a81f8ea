/**
 * The API reference's Node side: the generator (`npm run gen:api`) and the OpenAPI description's
 * reader, checks and code samples, which the site's sample checker shares.
 */
export {generateApiReference, type ApiReferenceOptions, type OpenApiDocsOptions} from './generator/generate';
export {withCodeSamples} from './generator/enrichSpec';
export type {GuideSite} from './generator/guides';
export {
  firstExample,
  httpMethods,
  listOperations,
  loadSpec,
  specProblems,
  type CodeSample,
  type HttpMethod,
  type MediaType,
  type OpenApiSpec,
  type Operation,
  type OperationEntry,
  type Parameter,
} from './generator/loadSpec';
export {validateSpec, type SpecChecks} from './generator/validateSpec';
