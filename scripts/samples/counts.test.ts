import {describe, expect, it} from 'vitest';
import {countByLanguage, countTable, type Counted} from './counts';
import {parseMeta} from './meta';
import type {Plan} from './run/classify';

const sample = (lang: string, meta: string, plan: Plan): Counted => ({
  sample: {file: 'docs/x.md', line: 1, lang, meta, code: ''},
  meta: parseMeta(meta).meta,
  plan,
});
const run: Plan = {kind: 'run', runtime: 'shell', readsAnswer: false};

describe('count table', () => {
  const counted = [
    sample('bash', '', run),
    sample('bash', 'answer="model-list.json"', run),
    sample('sh', 'env="APIPIE_MODEL=gpt-4o-mini"', run),
    sample('bash', '', {kind: 'static', reason: 'no curl call to the API (bash -n)'}),
    sample('python', 'fragment="continues the sample above"', {kind: 'declared', reason: 'fragment'}),
    sample('py', '', {kind: 'static', reason: 'imports openai (ast)'}),
    sample('go', '', {kind: 'static', reason: 'gofmt'}),
    sample('text', '', {kind: 'static', reason: 'not code (text, ini, nginx)'}),
  ];
  const counts = countByLanguage(counted, (lang) => lang !== 'text');

  it('counts per language: parsed, run, the fixtures of runs, declared by kind, checked by how, not code', () => {
    expect(counts.get('shell')).toEqual({
      samples: 4,
      parsed: 4,
      run: 3,
      inputs: new Map([
        ['answer', 1],
        ['env', 1],
      ]),
      declared: new Map(),
      checked: new Map([['no curl call to the API (bash -n)', 1]]),
      notCode: 0,
    });
    expect(counts.get('python')).toMatchObject({samples: 2, parsed: 2, run: 0, declared: new Map([['fragment', 1]])});
    expect(counts.get('python')?.checked).toEqual(new Map([['imports openai (ast)', 1]]));
    expect(counts.get('text')).toMatchObject({samples: 1, parsed: 0, notCode: 1, checked: new Map()});
    expect([...counts.keys()]).toEqual(['go', 'python', 'shell', 'text']);
  });

  it('prints a row per language and the totals, with run or runnable in the header', () => {
    const table = countTable(counts, true).split('\n');
    expect(table[0]).toMatch(/language +samples +parsed +run +not code +run with fixtures +declared not runnable/);
    expect(table.at(-1)).toMatch(
      /^ {2}all +8 +7 +3 +1 +answer 1, env 1 +fragment 1 +gofmt 1, imports openai \(ast\) 1/,
    );
    expect(table.find((l) => l.trimStart().startsWith('python'))).toMatch(/python +2 +2 +0 +0 +- +fragment 1 /);
    expect(countTable(counts, false).split('\n')[0]).toMatch(/ runnable /);
  });
});
