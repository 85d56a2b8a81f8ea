import {groupedFacts, unverifiedFacts} from '../unverified';
import {codeSamples} from './codeSamples';
import {listOperations, type OpenApiSpec} from './loadSpec';

/** A copy of the description with generated `x-codeSamples` on every operation. */
export function withCodeSamples(spec: OpenApiSpec): OpenApiSpec {
  const copy = structuredClone(spec);
  const server = copy.servers?.[0]?.url ?? '';
  for (const entry of listOperations(copy)) {
    entry.operation['x-codeSamples'] = codeSamples(server, entry);
  }
  return copy;
}

/**
 * The input for the docs generator. The plugin names the introduction page
 * after `info.title`; old links and the route table expect /api/introduction.
 * The introduction also lists every unverified fact, which only the whole
 * description knows (the generator hands the info page its `info` alone).
 */
export function forDocsGenerator(spec: OpenApiSpec): OpenApiSpec {
  const info = {
    ...spec.info,
    title: 'Introduction',
    'x-apiTitle': spec.info.title,
    'x-unverifiedFacts': groupedFacts(unverifiedFacts(spec)),
  };
  return {...spec, info: info as OpenApiSpec['info']};
}
