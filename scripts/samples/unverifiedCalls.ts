import {unverifiedFacts} from 'apipie-docs-api-reference';
import type {OpenApiSpec} from 'apipie-docs-api-reference/node';

/** An operation the OpenAPI description marks unverified as a whole (no source gives its method and path). */
export type UnverifiedOperation = {operationId: string; method: string; path: string; tag: string | null};

export function unverifiedOperations(spec: OpenApiSpec): UnverifiedOperation[] {
  return unverifiedFacts(spec)
    .filter((fact) => fact.subject === 'the operation')
    .map(({operationId, method, path, tag}) => ({operationId, method, path, tag}));
}

/** The component that shows the reference's notes on a page (src/components/UnverifiedApiFacts). */
const NOTE = 'UnverifiedApiFacts';

/** The operations the page's `<UnverifiedApiFacts tag="..." operations={[...]} />` notes cover. */
export function notedOperations(page: string, operations: readonly UnverifiedOperation[]): Set<string> {
  const noted = new Set<string>();
  for (const [element] of page.matchAll(new RegExp(`<${NOTE}\\b[^>]*/>`, 'g'))) {
    const tag = /\btag="([^"]+)"/.exec(element)?.[1];
    const ids = /\boperations=\{\[([^\]]*)\]\}/.exec(element)?.[1] ?? '';
    for (const [, id] of ids.matchAll(/["']([^"']+)["']/g)) noted.add(id!);
    for (const op of operations) if (tag !== undefined && op.tag === tag) noted.add(op.operationId);
  }
  return noted;
}

/**
 * A page whose samples call an operation that no source supports must show the reference's note
 * for it, so the sample is not read as fact. `called` holds the method (or `*` for a URL in code,
 * whose method the checker cannot tell) and path of every API call in the page's samples.
 */
export function unnotedCalls(
  page: string,
  called: readonly {line: number; method: string; path: string}[],
  operations: readonly UnverifiedOperation[],
): {line: number; message: string}[] {
  const noted = notedOperations(page, operations);
  const problems: {line: number; message: string}[] = [];
  const reported = new Set<string>();
  for (const call of called) {
    for (const op of operations) {
      if (op.path !== call.path || (call.method !== '*' && call.method !== op.method)) continue;
      if (noted.has(op.operationId) || reported.has(op.operationId)) continue;
      reported.add(op.operationId);
      problems.push({
        line: call.line,
        message: `the sample calls ${op.method} ${op.path}, which openapi/apipie.openapi.json marks unverified, but the page shows no <${NOTE}> note for ${op.operationId}`,
      });
    }
  }
  return problems;
}
