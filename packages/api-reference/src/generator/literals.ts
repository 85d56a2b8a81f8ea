/** Source-code literals for JSON values, one function per target language. */

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

const pad = (depth: number, unit: string) => unit.repeat(depth);

/** How one language writes what JSON's layout leaves open. */
type LiteralStyle = {indent: string; scalar: (value: Exclude<Json, object>) => string; key: (key: string) => string};

/**
 * A literal in `style`: scalars and empty containers inline, lists of scalars
 * on one line, anything nested one item a line with a trailing comma.
 */
function literal(value: unknown, style: LiteralStyle, depth: number): string {
  const v = value as Json;
  if (v === null || typeof v !== 'object') return style.scalar(v);
  const inner = pad(depth + 1, style.indent);
  const outer = pad(depth, style.indent);
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    if (v.every((x) => typeof x !== 'object' || x === null))
      return `[${v.map((x) => literal(x, style, 0)).join(', ')}]`;
    return `[\n${v.map((x) => `${inner}${literal(x, style, depth + 1)},`).join('\n')}\n${outer}]`;
  }
  const entries = Object.entries(v);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, x]) => `${inner}${style.key(k)}: ${literal(x, style, depth + 1)},`).join('\n')}\n${outer}}`;
}

const PYTHON: LiteralStyle = {
  indent: '    ',
  scalar: (v) => (v === null ? 'None' : v === true ? 'True' : v === false ? 'False' : JSON.stringify(v)),
  key: (k) => JSON.stringify(k),
};

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const JAVASCRIPT: LiteralStyle = {
  indent: '  ',
  scalar: (v) => JSON.stringify(v),
  key: (k) => (identifier.test(k) ? k : JSON.stringify(k)),
};

/** A Python literal (dicts, lists, True/False/None), indented by four spaces. */
export function pythonLiteral(value: unknown, depth = 0): string {
  return literal(value, PYTHON, depth);
}

/** A JavaScript/TypeScript object literal with bare keys where possible, two-space indent. */
export function jsLiteral(value: unknown, depth = 0): string {
  return literal(value, JAVASCRIPT, depth);
}

/** Python keyword arguments (`name=value`) for an SDK call, one per line. */
export function pythonKwargs(fields: Record<string, unknown>, depth = 1): string {
  const inner = pad(depth, '    ');
  return Object.entries(fields)
    .map(([k, v]) => `${inner}${k}=${pythonLiteral(v, depth)},`)
    .join('\n');
}

/** JSON for a single-quoted shell argument: `'` becomes `'\''`. */
export function shellQuotedJson(value: unknown): string {
  return `'${JSON.stringify(value, null, 2).replace(/'/g, `'\\''`)}'`;
}
