/**
 * Runs the bad-input table and prints one line per row: did the right step
 * stop it, with the right message, and what to do. `--source DIR` runs it
 * against another checkout (to count before a change); `--area NAME` or `--fault TEXT` runs some rows.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {rows} from './rows';
import {BadInputRunner, summary, type RowResult} from './runRows';

const {values} = parseArgs({
  options: {source: {type: 'string'}, area: {type: 'string'}, fault: {type: 'string'}, verbose: {type: 'boolean'}},
});
async function main(): Promise<void> {
  const runner = new BadInputRunner(path.resolve(values.source ?? '.'));
  const results: RowResult[] = [];
  try {
    for (const row of rows.filter(
      (r) => (!values.area || r.area === values.area) && (!values.fault || r.fault.includes(values.fault)),
    )) {
      const result = await runner.run(row);
      results.push(result);
      console.log(summary([result]).split('\n')[1]);
      if (values.verbose)
        console.log(
          result.output
            .split('\n')
            .filter((l) => !l.startsWith('[PERF]') && !/^\s+at /.test(l))
            .slice(0, 40)
            .join('\n'),
        );
    }
  } finally {
    await runner.dispose();
  }
  console.log(summary(results));
}

void main();
