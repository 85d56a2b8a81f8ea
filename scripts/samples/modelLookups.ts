/**
 * Faults of samples that look models up: code that hedges the shape of a model list, and
 * patterns that find only one spelling of a version. GET /v1/models and /v1/models/detailed
 * answer `{"object": "list", "data": [...]}`, never a bare list; and the API writes versions
 * with dashes in ids (`gpt-4-1`) where older sources and names use dots (`gpt-4.1`), so a
 * lookup that matches one spelling silently finds nothing for the other.
 */

export type LookupProblem = {line: number; message: string};

const SHAPE_HEDGE = 'hedges the model list\'s shape: GET /v1/models answers {"object": "list", "data": [...]}';

/**
 * Per language family: whether a line (with the next, as a hedge may take two) accepts both a bare list and the
 * `{data}` object.
 */
const shapeHedges: Record<string, (line: string, withNext: string) => boolean> = {
  // jq: `(.data? // .)`, `.data // .`
  shell: (line) => /\.data\??\s*\/\/\s*\.(?![\w[])/.test(line),
  // Python: `isinstance(x, dict)` or `isinstance(x, list)` deciding whether to read "data"
  python: (line, withNext) => /\bisinstance\(\s*\w+\s*,\s*(dict|list)\s*\)/.test(line) && /["']data["']/.test(withNext),
  // TypeScript: `Array.isArray(x) ? x : x.data`
  typescript: (line) => /\bArray\.isArray\(\s*(\w+)\s*\)\s*\?\s*\1\s*:\s*\1\s*\.\s*data\b/.test(line),
};

/**
 * A version written with one separator between two single digits (`4\.1`, `4-1`), not as a
 * class that takes both (`4[.-]1`). Longer digit runs (dates such as 2024-08-06) are left alone.
 */
const ONE_SPELLING = /(?<![\d\\])(\d)(\\\.|-)(\d)(?!\d)/;

/** The pattern arguments of grep calls and of jq's test(), match() and capture() in a shell line. */
function lookupPatterns(line: string): {pattern: string; fixed: boolean}[] {
  const found: {pattern: string; fixed: boolean}[] = [];
  for (const call of line.matchAll(/\bgrep((?:\s+-[A-Za-z]+)*)\s+(?:-e\s+)?('([^']*)'|"([^"]*)"|([^\s|;&]+))/g)) {
    const options = call[1] ?? '';
    found.push({pattern: call[3] ?? call[4] ?? call[5] ?? '', fixed: /-\w*F/.test(options)});
  }
  for (const call of line.matchAll(/\b(?:test|match|capture)\(\s*"((?:[^"\\]|\\.)*)"/g)) {
    // jq strings escape a regex backslash: "gpt-4\\.1" is the regex gpt-4\.1.
    found.push({pattern: (call[1] ?? '').replace(/\\\\/g, '\\'), fixed: false});
  }
  return found;
}

function oneSpelling(pattern: string, fixed: boolean): string | undefined {
  const rx = fixed ? /(?<!\d)(\d)([.-])(\d)(?!\d)/ : ONE_SPELLING;
  // A bracket expression is a class (`[.-]`) or a range (`[^0-9]`), never one spelling of a version.
  const match = rx.exec(fixed ? pattern : pattern.replace(/\[[^\]]*\]/g, '[]'));
  if (!match) return undefined;
  const [, before, separator, after] = match;
  const spelt = separator === '-' ? '-' : '.';
  const other = spelt === '-' ? '.' : '-';
  return `pattern "${pattern}" finds "${before}${spelt}${after}" but not "${before}${other}${after}": match both spellings of a version, e.g. ${before}[.-]${after}`;
}

/** The problems of one code block, with their 1-based line in the block. */
export function lookupProblems(code: string, family: string | undefined): LookupProblem[] {
  const problems: LookupProblem[] = [];
  const lines = code.split('\n');
  const hedge = family ? shapeHedges[family] : undefined;
  lines.forEach((text, index) => {
    const line = index + 1;
    if (hedge?.(text, `${text}\n${lines[index + 1] ?? ''}`)) problems.push({line, message: SHAPE_HEDGE});
    if (family !== 'shell') return;
    for (const {pattern, fixed} of lookupPatterns(text)) {
      const message = oneSpelling(pattern, fixed);
      if (message) problems.push({line, message});
    }
  });
  return problems;
}
