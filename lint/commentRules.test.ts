import path from 'node:path';
import {ESLint} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

// CONTRIBUTING's rules for comments, as eslint.config.mjs enforces them (lint/commentRules.mjs):
// each row lints one in-memory file in config/, so a rule that stops firing, or fires on a fair comment,
// fails here.
const wide = `// ${'word '.repeat(30).trim()}`;
const rows: {name: string; code: string; rules: string[]}[] = [
  {
    name: 'a figure measured on a date',
    code: '// Figures measured on 2026-11-26: 171 KiB.\n',
    rules: ['no-dated-figures'],
  },
  {name: 'a figure until a date', code: '/** Home was 155_328 until 2026-11-23. */\n', rules: ['no-dated-figures']},
  {name: 'figures of a month', code: '/* Timed in 2026-11 at 4.1 s. */\n', rules: ['no-dated-figures']},
  {name: 'a section of a spec', code: '// Spec §9: at most 5 hits per group.\n', rules: ['no-outside-references']},
  {name: 'a lettered section', code: '/** Providers (fact sheet §A). */\n', rules: ['no-outside-references']},
  {name: 'a comment past the width', code: `${wide}\n`, rules: ['max-width']},
  {name: 'a trailing comment past the width', code: `const a = 1; ${wide}\n`, rules: ['max-width']},
  {name: 'a date that is data', code: '// The snapshot of 2025-10-27 (source S) holds labels and prices.\n', rules: []},
  {name: 'a date in code', code: "export const seen = '2026-11-26'; // the day it was seen\n", rules: []},
  {name: 'a comment within the width', code: `// ${'word '.repeat(23).trim()}\n`, rules: []},
  {name: 'a long line that is not a comment', code: `export const text = '${'x'.repeat(130)}';\n`, rules: []},
];

describe('comment rules (eslint.config.mjs)', () => {
  let eslint: ESLint;
  // Loading the config, the parser and the plugins takes seconds on a busy machine: once, here.
  beforeAll(async () => {
    eslint = new ESLint({cwd: path.resolve(__dirname, '..')});
    await eslint.lintText('export {};\n', {filePath: 'config/probe.ts'});
  });

  it.each(rows)('$name: $rules', async ({code, rules}) => {
    const [result] = await eslint.lintText(`${code}export {};\n`, {filePath: 'config/probe.ts'});
    const fired = result!.messages
      .filter((message) => message.ruleId?.startsWith('comments/'))
      .map((message) => message.ruleId!.slice('comments/'.length));
    expect(fired).toEqual(rules);
  });
});
