import {createRequire} from 'node:module';
import path from 'node:path';
import type * as RedoclyCore from '@redocly/openapi-core';

/**
 * Redocly's parser, loaded only when a problem is reported: loadSpec (and so check:samples) imports
 * this module on every run, and loading @redocly/openapi-core costs about half a second of CPU.
 */
const redocly = () => createRequire(__filename)('@redocly/openapi-core') as typeof RedoclyCore;

/** A JSON pointer segment escaped as RFC 6901 says (`~` as `~0`, `/` as `~1`), as Redocly writes its pointers. */
const escapePointerFragment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** One problem of the OpenAPI description: where (a JSON pointer), what, and what to do about it. */
export type SpecProblem = {pointer: string; message: string; hint: string};

/** The JSON pointer of a path item or an operation: `#/paths/~1v1~1models/get`. */
export function pointerTo(...segments: (string | number)[]): string {
  return `#/${segments.map((s) => escapePointerFragment(String(s))).join('/')}`;
}

/** The 1-based line a JSON pointer leads to in the file's text (1 when it leads nowhere). */
export function lineOf(file: string, text: string, pointer: string): number {
  try {
    const {Source, getLineColLocation} = redocly();
    return getLineColLocation({source: new Source(file, text), pointer, reportOnKey: false}).start.line;
  } catch {
    return 1;
  }
}

/**
 * `file:line pointer: problem`, then what to do on the next line: the form of
 * every gen:api message, so the author can jump to the place and fix it.
 */
export function formatProblem(file: string, line: number, where: string, message: string, hint: string): string {
  const at = where ? ` ${where}` : '';
  return `${path.relative(process.cwd(), file)}:${line}${at}: ${message}\n  What to do: ${hint}`;
}

export function formatSpecProblems(file: string, text: string, problems: readonly SpecProblem[]): string[] {
  return problems.map((p) => formatProblem(file, lineOf(file, text, p.pointer), p.pointer, p.message, p.hint));
}
