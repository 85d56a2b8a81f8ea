import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {readApipieKey} from '../../config/env';
import {site} from '../../config/site';
import {checkModelData, modelDataProblems, serializeModels, type DetailedModel} from '../../data/modelSchema';
import {modelDataFile} from '../samples/modelIds';

export type SyncOptions = {
  apiKey: string;
  /** API base, e.g. https://apipie.ai/v1 (a local fixture server in tests). */
  baseUrl: string;
  /** The data file to rewrite. */
  file: string;
  fetch?: typeof fetch;
};

export type SyncResult = {changed: boolean; diff: string[]};

/** Thrown when the sync stops; the data file is untouched. */
export class SyncError extends Error {
  override name = 'SyncError';
}

/** One line per added, removed or changed entry, keyed by id: `+ id`, `- id`, `~ id: field a → b`. */
export function describeChanges(before: readonly DetailedModel[], after: readonly DetailedModel[]): string[] {
  const old = new Map(before.map((m) => [m.id, m]));
  const next = new Map(after.map((m) => [m.id, m]));
  const lines: string[] = [];
  for (const [id, entry] of next) {
    const previous = old.get(id);
    if (!previous) {
      lines.push(`+ ${id}`);
      continue;
    }
    const keys = [...new Set([...Object.keys(previous), ...Object.keys(entry)])].sort();
    for (const key of keys) {
      const a = JSON.stringify((previous as Record<string, unknown>)[key]);
      const b = JSON.stringify((entry as Record<string, unknown>)[key]);
      if (a !== b) lines.push(`~ ${id}: ${key} ${a ?? '(none)'} → ${b ?? '(none)'}`);
    }
  }
  for (const id of old.keys()) if (!next.has(id)) lines.push(`- ${id}`);
  return lines;
}

/**
 * Fetches GET /v1/models/detailed and rewrites the data file in its stable order. Stops with
 * a SyncError, leaving the file as it was, on a network failure, a non-2xx answer, or a body
 * that is not a valid model list.
 */
export async function syncModels({apiKey, baseUrl, file, fetch: fetchImpl = fetch}: SyncOptions): Promise<SyncResult> {
  const url = `${baseUrl.replace(/\/$/, '')}/models/detailed`;
  let response: Response;
  try {
    response = await fetchImpl(url, {headers: {Authorization: `Bearer ${apiKey}`, Accept: 'application/json'}});
  } catch (error) {
    throw new SyncError(`GET ${url} failed: ${(error as Error).message}. ${file} is unchanged.`);
  }
  if (!response.ok) {
    throw new SyncError(`GET ${url} answered ${response.status} ${response.statusText}. ${file} is unchanged.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SyncError(`GET ${url} did not answer JSON. ${file} is unchanged.`);
  }
  const problems = modelDataProblems(body);
  if (problems.length > 0) {
    throw new SyncError(
      `GET ${url} answered a body that does not match the DetailedModel schema; ${file} is unchanged:\n${problems.map((p) => `  body ${p.pointer}: ${p.message}`).join('\n')}`,
    );
  }
  const before = readFileSync(file, 'utf8');
  const after = serializeModels(checkModelData(body, url));
  const diff = describeChanges(
    checkModelData(JSON.parse(before), file).data,
    checkModelData(JSON.parse(after), url).data,
  );
  if (after !== before) writeFileSync(file, after);
  return {changed: after !== before, diff};
}

/** The command: `npm run sync:models [-- --base-url URL]`. */
export async function main(argv: readonly string[]): Promise<number> {
  const at = argv.indexOf('--base-url');
  const baseUrl = at >= 0 ? (argv[at + 1] ?? '') : site.apiBaseUrl;
  const file = path.resolve(modelDataFile);
  try {
    const {changed, diff} = await syncModels({apiKey: readApipieKey(), baseUrl, file});
    for (const line of diff) console.log(line);
    console.log(
      changed
        ? `sync:models: ${modelDataFile} rewritten, ${diff.length} changes.`
        : `sync:models: ${modelDataFile} already up to date.`,
    );
    return 0;
  } catch (error) {
    console.error(`sync:models: ${(error as Error).message}`);
    return 1;
  }
}

if (require.main === module) void main(process.argv.slice(2)).then((code) => process.exit(code));
