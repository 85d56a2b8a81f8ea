import {execFile} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {planAxe} from './support/axePlan';
import {expect, test} from './support/fixtures';
import {LOCAL_BUILD_DIR} from './support/servedBuilds';
import {sitemapPaths} from './support/sitemap';
import {redirects} from '../config/redirects';
import {requireBuiltPageFile} from '../plugins/built-site/files';
import {changeRunReach, sourceTag, suiteScope} from '../scripts/lib/suiteScope';

/**
 * The Nu HTML checker (vnu-jar) over the built pages, as a reader's validator would run it: a full run
 * checks every HTML file of the build (pages, redirect pages, the 404 page); a change run checks the
 * crawl's sample (every template, every kind of markup of its own: axePlan.ts), one redirect page, the 404
 * page and the pages whose crawl tests the run keeps for their source tag (playwright.config.ts). One Java
 * process checks them all, as a test per page would start Java once a page.
 */
// The jar the vnu-jar package ships (its own launcher would download a Java runtime when it finds none).
const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * For a run this short, the client compiler alone and one collector thread cost the JVM far
 * less CPU than its default compilers and parallel collector, with the same report; the checker's schema
 * needs a larger stack with the client compiler's frames.
 */
const JVM_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

type VnuMessage = {type: string; subType?: string; url: string; message: string; lastLine?: number; extract?: string};

/** Every HTML file under `dir`, as absolute paths. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function filesInScope(): string[] {
  if (suiteScope === 'full') return htmlFiles(LOCAL_BUILD_DIR);
  const plan = planAxe(LOCAL_BUILD_DIR, sitemapPaths(LOCAL_BUILD_DIR));
  const reached = new Set(changeRunReach());
  const changed = plan.pages.filter((page) => page.source && reached.has(sourceTag(page.source)));
  const redirectPage = redirects[0]!.from.replace(/^\//, '');
  return [...new Set([...plan.sample, ...changed.map((page) => page.relative)])]
    .map((relative) => requireBuiltPageFile(LOCAL_BUILD_DIR, relative))
    .concat(requireBuiltPageFile(LOCAL_BUILD_DIR, redirectPage), path.join(LOCAL_BUILD_DIR, '404.html'));
}

async function runVnu(files: string[]): Promise<VnuMessage[]> {
  try {
    const {stdout} = await promisify(execFile)(
      'java',
      [...JVM_OPTIONS, '-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files],
      {maxBuffer: 256 * 1024 * 1024},
    );
    return (JSON.parse(stdout) as {messages: VnuMessage[]}).messages;
  } catch (error) {
    const failed = error as {code?: unknown; stdout?: string; stderr?: string; message: string};
    if (failed.code === 'ENOENT') throw new Error('The Nu HTML checker needs Java 17 or later: `java` is not on PATH.');
    // vnu exits 1 when it reports an error; its report is still the JSON on stdout.
    if (failed.stdout?.trim().startsWith('{')) return (JSON.parse(failed.stdout) as {messages: VnuMessage[]}).messages;
    throw new Error(`The Nu HTML checker failed: ${failed.stderr || failed.message}`);
  }
}

test('the built HTML passes the Nu HTML checker with no errors', async () => {
  // One Java process checks every file: its time depends on the machine, so no timeout can fail it.
  test.setTimeout(0);
  if (!existsSync(vnuJar)) throw new Error(`No ${vnuJar}: run \`npm install\` (the vnu-jar package).`);
  const files = filesInScope();
  const started = Date.now();
  const errors = (await runVnu(files)).filter((message) => message.type === 'error' || message.subType === 'fatal');
  console.log(
    `Nu HTML checker: ${files.length} files (${suiteScope === 'full' ? 'every HTML file of the build' : "the change run's sample"}), ${errors.length} errors, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const report = errors.map(
    (error) =>
      `${path.relative(LOCAL_BUILD_DIR, new URL(error.url).pathname)}:${error.lastLine ?? '?'}: ${error.message}` +
      (error.extract ? ` (${error.extract.replace(/\s+/g, ' ').trim().slice(0, 120)})` : ''),
  );
  expect(report).toEqual([]);
});
