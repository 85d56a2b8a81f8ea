import type {Redirect} from '../rules';

/** One bad entry of the redirect table: the entry, what is wrong, and what to do. */
export type RedirectProblem = {entry: Redirect; message: string; hint: string};

/**
 * Checks the redirect table against itself and against the site's pages
 * (paths relative to /docs/): every `from` once, never a live page, and every
 * `to` a page, reached in one hop. An empty list means the table is sound.
 */
export function redirectProblems(table: readonly Redirect[], livePages: ReadonlySet<string>): RedirectProblem[] {
  const problems: RedirectProblem[] = [];
  const firstTarget = new Map<string, string>();
  for (const entry of table) {
    const {from, to} = entry;
    if (firstTarget.has(from)) {
      problems.push({entry, message: `\`${from}\` is already redirected`, hint: `keep one entry for \`${from}\`.`});
      continue;
    }
    firstTarget.set(from, to);
  }
  for (const entry of table) {
    const {from, to} = entry;
    if (livePages.has(from)) {
      problems.push({
        entry,
        message: `\`${from}\` is a live page`,
        hint: 'remove the entry, or move or delete the page first: a redirect never replaces a page.',
      });
    }
    if (livePages.has(to)) continue;
    const next = firstTarget.get(to);
    if (next !== undefined) {
      problems.push({
        entry,
        message: `\`${to}\` is itself redirected to ${next}`,
        hint: `point \`to\` straight at ${next}: visitors should take one hop.`,
      });
    } else {
      problems.push({
        entry,
        message: 'the target is not a page of the site',
        hint: 'point `to` at an existing page (a path under /docs/, such as /Features/Overview), or remove the entry.',
      });
    }
  }
  return problems;
}

/**
 * `file:line: redirect from → to: problem`, then what to do. The line is
 * found in the table's source: the n-th entry with the same `from` is the
 * n-th line that names it.
 */
export function formatRedirectProblems(
  problems: readonly RedirectProblem[],
  table: readonly Redirect[],
  file: string,
  source: string,
): string {
  const lines = source.split('\n');
  const linesOf = (from: string) =>
    lines.flatMap((line, i) => (line.includes(`from: '${from}'`) || line.trim() === `'${from}',` ? [i + 1] : []));
  const lineOf = (entry: Redirect) => {
    const sameFrom = table.filter((e) => e.from === entry.from);
    return linesOf(entry.from)[sameFrom.indexOf(entry)] ?? 1;
  };
  return problems
    .map(({entry, message, hint}) => {
      const duplicateOf = message.endsWith('is already redirected') ? ` on line ${linesOf(entry.from)[0]}` : '';
      return `${file}:${lineOf(entry)}: redirect ${entry.from} → ${entry.to}: ${message}${duplicateOf}\n  What to do: ${hint}`;
    })
    .join('\n');
}
