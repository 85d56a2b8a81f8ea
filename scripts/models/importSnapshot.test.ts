import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkModelData, serializeModels, type ModelList} from '../../data/modelSchema';
import {mergeSnapshot, snapshotVariants, SnapshotError} from './importSnapshot';

// Five entries in the format of the 2025-10-27 snapshot (catwalk's apipie.json), labels and prices included.
const snapshot = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/snapshot-excerpt.json'), 'utf8'));
const existing: ModelList = {
  object: 'list',
  data: [{id: 'qwen-2-72b-instruct', variants: [{source: 'R', seen: '2025-03-11', type: 'llm', max_tokens: 32768}]}],
};

describe('import:models-snapshot', () => {
  const merged = checkModelData(
    mergeSnapshot(existing, snapshotVariants(snapshot, '2025-10-27'), '2025-10-27'),
    'snapshot',
  );
  const byId = new Map(merged.data.map((e) => [e.id, e.variants]));

  it('adds one [S] variant per snapshot entry, so an id keeps its provider variants', () => {
    expect(byId.get('claude-sonnet-4')).toEqual([
      {source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 1000000, reasoning: true, attachments: true},
      {source: 'S', seen: '2025-10-27', type: 'llm', max_tokens: 200000},
    ]);
  });

  it('never takes labels, prices or the derived response limit', () => {
    expect(serializeModels(merged)).not.toMatch(/name|cost|default_max_tokens|Anthropic|1M/);
  });

  it('keeps 32768 only where another source agrees, and drops a context of 0', () => {
    expect(byId.get('qwen-2-72b-instruct')!.map((v) => v.max_tokens)).toEqual([32768, 32768]);
    expect(byId.get('aion')).toEqual([{source: 'S', seen: '2025-10-27', type: 'llm'}]);
    expect(byId.get('claude-v2')).toEqual([{source: 'S', seen: '2025-10-27', type: 'llm'}]);
  });

  it('replaces its own earlier import of the same date, so a second run changes nothing', () => {
    const again = mergeSnapshot(merged, snapshotVariants(snapshot, '2025-10-27'), '2025-10-27');
    expect(serializeModels(again)).toBe(serializeModels(merged));
  });

  it('stops on a file that is not a snapshot', () => {
    expect(() => snapshotVariants({data: []}, '2025-10-27')).toThrow(SnapshotError);
    expect(() => snapshotVariants({models: [{name: 'x'}]}, '2025-10-27')).toThrow('models[0] has no id.');
  });
});
