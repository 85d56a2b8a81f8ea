import {bundle, getLineColLocation, lint, loadConfig, type NormalizedProblem} from '@redocly/openapi-core';
import {type OpenApiSpec, parseSpec, readSpecText, specProblems} from './loadSpec';
import {guideProblems, type GuideSite} from './guides';
import {formatProblem, formatSpecProblems} from './problems';

/** The place a Redocly problem points at, as a JSON pointer into the file. */
function pointerOf(problem: NormalizedProblem): string {
  const pointer = problem.location[0]?.pointer ?? '#';
  return pointer.startsWith('#') ? pointer : `#${pointer}`;
}

/** The value at a JSON pointer (to name the $ref a pointer leads to). */
function valueAt(doc: unknown, pointer: string): unknown {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      doc,
    );
}

/** What the author should do about a Redocly problem, in one line. */
function hintFor(problem: NormalizedProblem, spec: OpenApiSpec): {message: string; hint: string} {
  const pointer = pointerOf(problem);
  switch (problem.ruleId) {
    case 'no-unresolved-refs': {
      const ref = (valueAt(spec, pointer) as {$ref?: string} | undefined)?.$ref;
      const target = /^#\/components\/(\w+)\/([^/]+)$/.exec(ref ?? '');
      return {
        message: `$ref ${JSON.stringify(ref ?? '?')} points at nothing`,
        hint: target
          ? `add \`${target[2]}\` under components.${target[1]}, or fix the reference.`
          : 'fix the reference so it points at an existing part of the file.',
      };
    }
    case 'operation-operationId-unique':
      return {
        message: problem.message,
        hint: 'give this operation an operationId that no other operation uses (it becomes the page URL).',
      };
    case 'operation-tag-defined':
      return {
        message: `tag ${JSON.stringify(valueAt(spec, pointer))} is not declared in the top-level "tags"`,
        hint: `use one of the declared tags (${(spec.tags ?? []).map((t) => t.name).join(', ')}), or declare the tag with a description under "tags".`,
      };
    case 'path-parameters-defined':
      return {
        message: problem.message,
        hint: 'declare the parameter under the operation\'s "parameters" with "in": "path" and "required": true, or remove it from the path.',
      };
    case 'no-invalid-media-type-examples':
      return {
        message: problem.message,
        hint: 'change the example so it matches the schema (the code samples are built from it), or fix the schema.',
      };
    case 'no-unused-components':
      return {message: problem.message, hint: 'reference the component where it is meant to be used, or remove it.'};
    default:
      return {
        message: problem.message,
        hint: `fix it as Redocly's rule \`${problem.ruleId}\` asks; \`npm run lint:api\` shows the context.`,
      };
  }
}

/** What a description is checked against besides itself: the site's guides and Redocly's rules. */
export type SpecChecks = {
  /** Where the guides that operations' externalDocs name are published and kept. */
  guides: GuideSite;
  /** The Redocly config file (redocly.yaml) whose rules the description must pass. */
  redoclyConfig: string;
};

/**
 * Validates and bundles the OpenAPI description before anything is written:
 * JSON syntax, then Redocly (redocly.yaml's rules, errors and warnings alike),
 * then what the generated pages need. Returns the bundled description, or
 * throws every problem as `file:line pointer: problem` plus what to do.
 */
export async function validateSpec(file: string, {guides, redoclyConfig}: SpecChecks): Promise<OpenApiSpec> {
  const text = readSpecText(file);
  const spec = parseSpec(file, text);
  const config = await loadConfig({configPath: redoclyConfig});
  const linted = (await lint({ref: file, config})).sort(
    (a, b) => Number(a.severity !== 'error') - Number(b.severity !== 'error'),
  );
  const messages = linted.map((problem) => {
    const {message, hint} = hintFor(problem, spec);
    return formatProblem(file, lineOfProblem(problem), pointerOf(problem), `${message} (${problem.ruleId})`, hint);
  });
  messages.push(...formatSpecProblems(file, text, [...specProblems(spec), ...guideProblems(spec, guides)]));
  if (messages.length > 0)
    throw new Error(`${messages.length} problem(s) in the OpenAPI description:\n${messages.join('\n')}`);
  const bundled = await bundle({ref: file, config});
  if (bundled.problems.length > 0) {
    throw new Error(
      bundled.problems
        .map((p) => formatProblem(file, lineOfProblem(p), pointerOf(p), p.message, 'fix the reference.'))
        .join('\n'),
    );
  }
  return bundled.bundle.parsed as OpenApiSpec;
}

/** The line Redocly itself prints for a problem (`redocly lint`). */
function lineOfProblem(problem: NormalizedProblem): number {
  const location = problem.location[0];
  return location ? getLineColLocation(location).start.line : 1;
}
