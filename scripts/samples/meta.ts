import {existsSync} from 'node:fs';
import path from 'node:path';

/**
 * The fence meta vocabulary (CONTRIBUTING, "Code samples that run"): what a
 * sample needs to run against the mock, or why it cannot. Docusaurus' own keys pass through.
 *
 *   fragment="reason"   not a whole program (continues the sample above, one call out of a larger one)
 *   service="what"      needs a program or service that the runner cannot stand in for (Docker, a proxy)
 *   needs="a.png b.pdf" files the sample reads, copied from scripts/samples/fixtures/ into its folder
 *   env="NAME=value"    environment variables the page asks the reader to set (besides APIPIE_API_KEY)
 *   older-id="reason"   the sample sends a model id the newest model list lacks, and says why
 *   answer="x.json"     the mock answers the fixture's operation with its body (scripts/samples/fixtures/answers/),
 *                       for a sample whose output depends on the data (a lookup that greps the model list)
 */
export type SampleMeta = {
  fragment?: string;
  service?: string;
  needs: string[];
  env: Record<string, string>;
  answer: string[];
  'older-id'?: string;
};

/** Why a sample is not run, when it says so: the kinds the runner counts. */
export const NOT_RUNNABLE_KINDS = ['fragment', 'service'] as const;

/** Files a sample may name in `needs`. */
export const fixturesDir = path.resolve('scripts/samples/fixtures');

/** Meta keys Docusaurus reads (title, line numbers) or we read; anything else is a typo. */
const DISPLAY_KEYS = new Set(['title', 'showLineNumbers']);
const OUR_KEYS = new Set(['fragment', 'service', 'needs', 'env', 'answer', 'older-id']);

/** `key="value"`, `key='value'`, `key=value`, a bare `key`, or a `{1,3-4}` line range. */
const ENTRY = /\{[\d,\s-]*\}|([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/gy;

/** The sample's meta, and what is wrong with it (an unknown key, a missing reason or fixture). */
export function parseMeta(meta: string): {meta: SampleMeta; problems: string[]} {
  const parsed: SampleMeta = {needs: [], env: {}, answer: []};
  const problems: string[] = [];
  const seen = new Set<string>();
  let rest = meta.trim();
  while (rest) {
    ENTRY.lastIndex = 0;
    const match = ENTRY.exec(rest);
    if (!match) {
      problems.push(`fence meta does not parse at "${rest}" (write key="value")`);
      break;
    }
    rest = rest.slice(match[0].length).trimStart();
    const [, key, double, single, bare] = match;
    if (key === undefined) continue; // a line range
    const value = double ?? single ?? bare;
    if (DISPLAY_KEYS.has(key)) continue;
    if (!OUR_KEYS.has(key)) {
      problems.push(
        `unknown fence meta key "${key}" (known: ${[...DISPLAY_KEYS, ...OUR_KEYS].join(', ')}, and {line ranges})`,
      );
      continue;
    }
    if (seen.has(key)) problems.push(`fence meta key "${key}" is given twice`);
    seen.add(key);
    if (!value?.trim()) {
      problems.push(`fence meta key "${key}" needs a value: ${key}="..."`);
      continue;
    }
    if (key === 'fragment' || key === 'service' || key === 'older-id') parsed[key] = value.trim();
    else if (key === 'needs' || key === 'answer') parsed[key] = value.split(/[\s,]+/).filter(Boolean);
    else {
      for (const pair of value.split(/\s+/).filter(Boolean)) {
        const [name, ...parts] = pair.split('=');
        if (!/^[A-Z][A-Z0-9_]*$/.test(name!) || parts.length === 0)
          problems.push(`env="${value}": write NAME=value pairs separated by spaces`);
        else parsed.env[name!] = parts.join('=');
      }
    }
  }
  if (parsed.fragment !== undefined && parsed.service !== undefined)
    problems.push('fence meta gives both fragment and service: say the one reason the sample is not run');
  const runInputs = parsed.needs.length + parsed.answer.length + Object.keys(parsed.env).length;
  if ((parsed.fragment ?? parsed.service) !== undefined && runInputs > 0)
    problems.push(
      'fence meta says the sample is not run, so needs, env and answer are not read: keep one or the other',
    );
  for (const [key, dir] of [['needs', fixturesDir] as const, ['answer', path.join(fixturesDir, 'answers')] as const]) {
    for (const file of parsed[key]) {
      if (file.includes('/') || !existsSync(path.join(dir, file)) || (key === 'needs' && file === 'answers'))
        problems.push(`${key}="${file}": there is no such file in ${path.relative(process.cwd(), dir)}/`);
    }
  }
  return {meta: parsed, problems};
}

/** Why the sample is not run, if it says so. */
export function declaredKind(meta: SampleMeta): (typeof NOT_RUNNABLE_KINDS)[number] | undefined {
  return NOT_RUNNABLE_KINDS.find((kind) => meta[kind] !== undefined);
}
