import path from 'node:path';
import {afterAll, beforeAll, describe, it} from 'vitest';
import {FULL_RUN_TAG, firstOfEach, reachTag, sourceTag} from '../lib/suiteScope';
import {checkSamples, problemReport, specFile} from './checkSamples';
import {whereIs, type Problem} from './samples';
import {startPrism, type PrismMock} from './run/prism';
import {openSampleRunner, runnableOf, type SampleRunner} from './run/runSamples';

// The project `samples` (vitest.config.ts): every code sample of the site, checked without running as
// `npm run check:samples` does, then run against Prism's mock of the API description where this machine
// can run it. Every page is parsed once, as the file is collected; each page's checks and each run are a
// test. A run's name ends with its tags: its page's source and `@reach:samples` (what every run depends
// on, scripts/lib/suiteScope.ts), and FULL_RUN_TAG unless it is the first of its runtime, so that a change
// run (the config's `testNamePattern`) runs the first of each runtime and those of the pages it touches.
// No test has a wall-clock limit: the runs and Prism's start have CPU-time limits (scripts/lib/cpuLimit.ts).
const checked = checkSamples();

const failWith = (problems: readonly Problem[]) => {
  if (problems.length > 0) throw new Error(problems.map(problemReport).join('\n'));
};

describe('checks', () => {
  const byFile = new Map<string, Problem[]>(checked.files.map((file) => [file, []]));
  for (const problem of checked.problems) byFile.get(problem.file)?.push(problem);
  for (const [file, problems] of byFile) it(file, () => failWith(problems));
});

describe('runs against the mock', () => {
  const runnable = runnableOf(checked.planned);
  const firstOfRuntime = firstOfEach((item: (typeof runnable)[number]) => item.runtime);
  let prism: Promise<PrismMock> | undefined;
  let runner: SampleRunner | undefined;

  beforeAll(async () => {
    prism = startPrism(path.resolve(specFile));
    runner = await openSampleRunner(
      prism.then((mock) => mock.url),
      checked.spec,
      checked.index,
    );
  }, 0);

  // A Prism that stopped during the runs fails them, and the run says why once, here.
  afterAll(async () => {
    await runner?.close();
    const mock = await prism?.catch(() => undefined);
    const crash = mock?.crashed();
    await mock?.stop();
    if (crash !== undefined) throw new Error(`Prism stopped during the run, so the runs after it failed:\n${crash}`);
  }, 0);

  runnable.forEach((item, n, all) => {
    const tags = [sourceTag(item.sample.file), reachTag('samples')];
    if (!firstOfRuntime(item, n, all)) tags.push(FULL_RUN_TAG);
    it.concurrent(
      `${whereIs(item.sample)} (${item.runtime}) ${tags.join(' ')}`,
      async () => failWith((await runner!.run(item, String(n))).problems),
      0,
    );
  });
});
