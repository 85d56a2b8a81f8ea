/** Source-code literals for JSON values, one function per target language. */

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

const pad = (depth: number, unit: string) => unit.repeat(depth);

/** A Python literal (dicts, lists, True/False/None), indented by four spaces. */
export function pythonLiteral(value: unknown, depth = 0): string {
  const v = value as Json;
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number' || typeof v === 'string') return JSON.stringify(v);
  const inner = pad(depth + 1, '    ');
  const outer = pad(depth, '    ');
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    if (v.every((x) => typeof x !== 'object' || x === null)) return `[${v.map((x) => pythonLiteral(x)).join(', ')}]`;
    return `[\n${v.map((x) => `${inner}${pythonLiteral(x, depth + 1)},`).join('\n')}\n${outer}]`;
  }
  const entries = Object.entries(v);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(x, depth + 1)},`).join('\n')}\n${outer}}`;
}

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JavaScript/TypeScript object literal with bare keys where possible, two-space indent. */
export function jsLiteral(value: unknown, depth = 0): string {
  const v = value as Json;
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  const inner = pad(depth + 1, '  ');
  const outer = pad(depth, '  ');
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    if (v.every((x) => typeof x !== 'object' || x === null)) return `[${v.map((x) => jsLiteral(x)).join(', ')}]`;
    return `[\n${v.map((x) => `${inner}${jsLiteral(x, depth + 1)},`).join('\n')}\n${outer}]`;
  }
  const entries = Object.entries(v);
  if (entries.length === 0) return '{}';
  const key = (k: string) => (identifier.test(k) ? k : JSON.stringify(k));
  return `{\n${entries.map(([k, x]) => `${inner}${key(k)}: ${jsLiteral(x, depth + 1)},`).join('\n')}\n${outer}}`;
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
