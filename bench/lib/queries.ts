import {type DocSearchRecord, words} from 'apipie-docs-search';

/**
 * Queries a visitor might type, drawn from the site itself so both engines
 * face words that exist: every heading's first words, word prefixes as they
 * are typed, identifiers, plus the fixed ones given (e.g. the ranking table).
 * Deterministic: same records, same list.
 */
export function benchQueries(records: readonly DocSearchRecord[], fixed: readonly string[], count: number): string[] {
  const found = new Set(fixed.map((q) => q.toLowerCase()));
  const headings = records
    .filter((r) => r.type !== 'content')
    .map((r) => (r.type === 'content' ? '' : (r.hierarchy[r.type] ?? '')));
  const candidates: string[] = [];
  for (const heading of headings) {
    const terms = words(heading)
      .map((w) => w.term)
      .filter((t) => !/^\d+$/.test(t));
    if (terms.length === 0) continue;
    candidates.push(terms.slice(0, 2).join(' '));
    if (terms[0]!.length > 4) candidates.push(terms[0]!.slice(0, 4));
    if (terms.length > 2) candidates.push(terms.slice(-2).join(' '));
  }
  for (const record of records) {
    for (const word of words(record.content ?? ''))
      if (word.parts.length > 1 && word.term.length > 5) candidates.push(word.term);
  }
  for (const candidate of candidates) {
    if (found.size >= count) break;
    found.add(candidate);
  }
  return [...found].slice(0, count);
}
