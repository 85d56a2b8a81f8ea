import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {loadSpec} from 'apipie-docs-api-reference/node';
import {apiIndex} from '../apiCalls';
import {parseMeta, type SampleMeta} from '../meta';
import {pageSamples, whereIs, type Sample} from '../samples';
import {planSamples} from './classify';
import {SPEC_FILE} from './mockSetup';
import {openSampleRunner, runnableOf, type SampleRunner} from './runSamples';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prism's mock of the description, started once for the run (mockSetup.ts). */
    prismUrl: string;
  }
}

// A worker imports this once for all the pages it runs (vitest.samples.config.ts: isolate is off).
const spec = loadSpec(SPEC_FILE);
const index = apiIndex(spec);

/** Where on its page a sample is, for its test's name (the page names the file). */
const atLine = (sample: Sample) => `line ${sample.line}${sample.label ? ` (${sample.label})` : ''}`;

/**
 * The tests of one page (a repository path): each sample this machine can run runs against the mock,
 * and fails with what went wrong at its line; a sample that does not run is listed as skipped, with
 * why. vitest.samples.config.ts makes every page a test file that calls this, so Vitest's `--changed`
 * chooses the pages a change touches.
 */
export function testPageSamples(file: string) {
  const samples = pageSamples(file, readFileSync(file, 'utf8'), (op) => index.uploadOf(op));
  const withMeta = samples.map((sample) => ({sample, meta: parseMeta(sample.meta).meta as SampleMeta}));
  const planned = planSamples(withMeta).map((plan, i) => ({...withMeta[i]!, plan}));
  const runnable = runnableOf(planned);

  describe.concurrent(file, () => {
    let runner: SampleRunner | undefined;
    if (runnable.length > 0) {
      beforeAll(async () => {
        runner = await openSampleRunner(inject('prismUrl'), spec, index);
      });
      afterAll(() => runner?.close());
    }
    runnable.forEach((item, n) => {
      it(`${atLine(item.sample)} runs against the mock`, async () => {
        const {problems} = await runner!.run(item, String(n));
        expect(problems.map((p) => `${whereIs(p)}: ${p.message}`)).toEqual([]);
      });
    });
    for (const {sample, plan} of planned)
      if (plan.kind !== 'run') it.skip(`${atLine(sample)} does not run here (${plan.kind}: ${plan.reason})`);
    if (samples.length === 0) it.skip('has no code samples');
  });
}
