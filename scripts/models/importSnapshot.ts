/**
 * Adds a model list snapshot in Charm catwalk's provider format (source [S]: APIpie's
 * GET /v1/models/detailed as listed on one date) to data/models.json, as variants with source
 * "S" and that date. Run by hand when a new snapshot is found, never by the build:
 *
 *   npm run import:models-snapshot -- path/to/apipie.json --seen 2025-10-27
 *
 * What is taken, per the snapshot's own notes on trust: the id (strong); one variant per entry,
 * since the generator wrote one entry per provider entry of the API; the context window, except 0
 * and the generator's 32768 default unless another source records 32768 for the id; the
 * reasoning and attachment flags when true (medium). Never taken: `name` (a label a language
 * model wrote), prices (mixed units, some negative), `default_max_tokens` (often derived).
 * Earlier variants of the same source and date are replaced, so importing twice changes nothing.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  checkModelData,
  serializeModels,
  snapshotDefaultContext,
  type ModelEntry,
  type ModelList,
  type ModelVariant,
} from '../../data/modelSchema';
import {modelDataFile} from '../samples/modelIds';

/** One model of the snapshot, as its generator wrote it (only the fields read here are typed). */
export type SnapshotModel = {
  id: string;
  context_window?: number;
  can_reason?: boolean;
  supports_attachments?: boolean;
};

export type Snapshot = {models: SnapshotModel[]};

export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/** The snapshot's models as [S] variants keyed by id, in the snapshot's order. */
export function snapshotVariants(snapshot: unknown, seen: string): Map<string, ModelVariant[]> {
  const models = (snapshot as Partial<Snapshot> | null)?.models;
  if (!Array.isArray(models)) throw new SnapshotError('the snapshot has no "models" list (catwalk provider format).');
  const byId = new Map<string, ModelVariant[]>();
  models.forEach((model: SnapshotModel, index) => {
    if (typeof model?.id !== 'string' || model.id === '') throw new SnapshotError(`models[${index}] has no id.`);
    const variant: ModelVariant = {source: 'S', seen, type: 'llm'};
    const context = model.context_window;
    if (Number.isInteger(context) && (context as number) > 0) variant.max_tokens = context;
    if (model.can_reason === true) variant.reasoning = true;
    if (model.supports_attachments === true) variant.attachments = true;
    byId.set(model.id, [...(byId.get(model.id) ?? []), variant]);
  });
  return byId;
}

/**
 * The data with the snapshot's variants added: each id's earlier variants of the same source and
 * date are replaced, new ids become entries, and a 32768 context is kept only where a variant of
 * another source records the same value.
 */
export function mergeSnapshot(list: ModelList, incoming: Map<string, ModelVariant[]>, seen: string): ModelList {
  const entries = new Map<string, ModelEntry>(
    list.data.map((entry) => [
      entry.id,
      {id: entry.id, variants: entry.variants.filter((v) => !(v.source === 'S' && v.seen === seen))},
    ]),
  );
  for (const [id, variants] of incoming) {
    const entry = entries.get(id) ?? {id, variants: []};
    const agreed = entry.variants.some((v) => v.source !== 'S' && v.max_tokens === snapshotDefaultContext);
    for (const variant of variants) {
      const copy = {...variant};
      if (copy.max_tokens === snapshotDefaultContext && !agreed) delete copy.max_tokens;
      entry.variants.push(copy);
    }
    entries.set(id, entry);
  }
  return {object: 'list', data: [...entries.values()].filter((entry) => entry.variants.length > 0)};
}

/** The command: reads the snapshot, merges it into data/models.json and prints what changed. */
export function main(argv: readonly string[]): number {
  const {values, positionals} = parseArgs({
    args: [...argv],
    options: {seen: {type: 'string'}},
    allowPositionals: true,
  });
  const [snapshotFile] = positionals;
  if (!snapshotFile || !values.seen) {
    console.error(
      'import:models-snapshot: give the snapshot file and its date: -- path/to/apipie.json --seen YYYY-MM-DD',
    );
    return 1;
  }
  const file = path.resolve(modelDataFile);
  try {
    const before = checkModelData(JSON.parse(readFileSync(file, 'utf8')), modelDataFile);
    const ids = before.data.length;
    const incoming = snapshotVariants(JSON.parse(readFileSync(snapshotFile, 'utf8')), values.seen);
    const after = checkModelData(mergeSnapshot(before, incoming, values.seen), snapshotFile);
    writeFileSync(file, serializeModels(after));
    const variants = [...incoming.values()].reduce((n, v) => n + v.length, 0);
    console.log(
      `import:models-snapshot: ${variants} variants of ${incoming.size} ids seen ${values.seen}; ${modelDataFile} now holds ${after.data.length} ids (${after.data.length - ids} new).`,
    );
    return 0;
  } catch (error) {
    console.error(`import:models-snapshot: ${(error as Error).message}`);
    return 1;
  }
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
