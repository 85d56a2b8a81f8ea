/**
 * Typo distance as Algolia counts it: an insertion, a deletion, a
 * substitution or a swap of neighbours (`memroy`) is one typo each
 * (optimal string alignment). Computed only up to `max`: anything further
 * returns max + 1.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, max + 1);
}

/** Every way to swap two neighbouring characters of `term`: the typos Levenshtein counts twice. */
export function swaps(term: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i < term.length - 1; i++) {
    if (term[i] !== term[i + 1]) variants.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...variants];
}
