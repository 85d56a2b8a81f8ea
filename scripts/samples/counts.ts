import type {SampleMeta} from './meta';
import type {Sample} from './samples';
import {languageOf, type Plan} from './run/classify';

/** One sample with its fence meta and what the runner does with it. */
export type Counted = {sample: Sample; meta: SampleMeta; plan: Plan};

/** What the count table says of one language. */
export type LanguageCount = {
  samples: number;
  /** Samples whose syntax is checked (everything but text, ini and the like). */
  parsed: number;
  run: number;
  /** Of the run samples, how many the runner gives a fixture: needs, env, answer. */
  inputs: Map<string, number>;
  /** Declared not runnable in their fence, by kind: fragment, service. */
  declared: Map<string, number>;
  /** Checked without running, by how: imports openai (ast), Go formatting, parse... */
  checked: Map<string, number>;
  /** Not code (text, ini, nginx): neither parsed nor run. */
  notCode: number;
};

const emptyCount = (): LanguageCount => ({
  samples: 0,
  parsed: 0,
  run: 0,
  inputs: new Map(),
  declared: new Map(),
  checked: new Map(),
  notCode: 0,
});

const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Counts per language (`parses` says which languages the checker parses). */
export function countByLanguage(
  counted: readonly Counted[],
  parses: (lang: string) => boolean,
): Map<string, LanguageCount> {
  const rows = new Map<string, LanguageCount>();
  for (const {sample, meta, plan} of counted) {
    const language = languageOf(sample.lang);
    const row = rows.get(language) ?? emptyCount();
    rows.set(language, row);
    row.samples += 1;
    const parsed = parses(sample.lang);
    if (parsed) row.parsed += 1;
    if (plan.kind === 'run') {
      row.run += 1;
      if (meta.needs.length) add(row.inputs, 'needs');
      if (Object.keys(meta.env).length) add(row.inputs, 'env');
      if (meta.answer.length) add(row.inputs, 'answer');
    } else if (plan.kind === 'declared') add(row.declared, plan.reason);
    else if (parsed) add(row.checked, plan.reason);
    else row.notCode += 1;
  }
  return new Map([...rows].sort(([a], [b]) => a.localeCompare(b)));
}

const listed = (counts: ReadonlyMap<string, number>) =>
  [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key} ${n}`)
    .join(', ') || '-';

/**
 * The table check:samples prints: per language, samples, parsed, run (or runnable, without
 * `--run`), the fixtures runs get, the samples declared not runnable by kind, what is checked
 * without running and how, and what is not code; then the totals.
 */
export function countTable(counts: ReadonlyMap<string, LanguageCount>, ran: boolean): string {
  const total = emptyCount();
  for (const row of counts.values()) {
    total.samples += row.samples;
    total.parsed += row.parsed;
    total.run += row.run;
    total.notCode += row.notCode;
    for (const key of ['inputs', 'declared', 'checked'] as const)
      for (const [k, n] of row[key]) total[key].set(k, (total[key].get(k) ?? 0) + n);
  }
  const header = [
    'language',
    'samples',
    'parsed',
    ran ? 'run' : 'runnable',
    'not code',
    'run with fixtures',
    'declared not runnable',
    'checked without running',
  ];
  const cells = [...counts, ['all', total] as const].map(([language, row]) => [
    language,
    String(row.samples),
    String(row.parsed),
    String(row.run),
    String(row.notCode),
    listed(row.inputs),
    listed(row.declared),
    listed(row.checked),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  // Names left-aligned, figures right-aligned; the last column is not padded.
  const line = (c: readonly string[]) =>
    `  ${c
      .map((cell, i) =>
        i === c.length - 1 ? cell : i === 0 || i >= 5 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join('  ')}`;
  return [header, ...cells].map(line).join('\n');
}
