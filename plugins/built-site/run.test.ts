import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import builtSitePlugin, {type PipelineOptions} from '.';
import {pipeline} from './pipeline';
import {checkPipeline, runPipeline, type AnyStep} from './run';
import {buildStep, PageFailure, type Build, type BuildProps} from './step';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'built-site-run-'));
mkdirSync(path.join(outDir, 'Features'), {recursive: true});
writeFileSync(path.join(outDir, 'index.html'), '<h1>Home</h1>');
writeFileSync(path.join(outDir, 'Features/Routing.html'), '<h1>Routing</h1>');
afterAll(() => rmSync(outDir, {recursive: true, force: true}));

const build: Build = {
  context: {baseUrl: '/docs/'} as LoadContext,
  props: {outDir, routesPaths: ['/docs/Features/Routing', '/docs/']} as BuildProps,
  allContent: {},
};

/** A step that records what it saw into `seen`, and fails where it is told to. */
const recorder = (name: string, seen: string[], fail: {onPage?: string; onFinish?: boolean} = {}) =>
  buildStep(name, {
    start: () => ({
      page: ({route}) => {
        if (route === fail.onPage) throw new Error('no <main> in it');
        seen.push(`${name} ${route}`);
      },
      finish: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (fail.onFinish) throw new Error('a bad synonym');
        seen.push(`${name} finished`);
      },
    }),
  });

describe('runPipeline', () => {
  it('hands each page to the steps in their order, and finishes the last step after the others', async () => {
    const seen: string[] = [];
    const steps = [recorder('first', seen), recorder('second', seen), recorder('last', seen)];
    const timings = await runPipeline('test', steps, {first: true, second: true, last: true}, build);
    expect(seen).toEqual([
      'first /docs/',
      'second /docs/',
      'last /docs/',
      'first /docs/Features/Routing',
      'second /docs/Features/Routing',
      'last /docs/Features/Routing',
      'first finished',
      'second finished',
      'last finished',
    ]);
    expect(Object.keys(timings.steps)).toEqual(['first', 'second', 'last']);
  });

  it('times the pass and the finishes, wall and CPU, and when each finish ended', async () => {
    // A finish that uses the CPU a while (counted in CPU time: a busy machine stretches its wall
    // time), and one that waits without it.
    const busy = buildStep('busy', {
      start: () => ({
        finish: () => {
          const from = process.cpuUsage();
          const used = () => process.cpuUsage(from);
          while (used().user + used().system < 40_000);
        },
      }),
    });
    const idle = buildStep('idle', {
      start: () => ({finish: () => new Promise<void>((resolve) => setTimeout(resolve, 40))}),
    });
    const timings = await runPipeline('test', [busy, idle, recorder('last', [])], {busy: 1, idle: 1, last: 1}, build);
    expect(timings.pass.wallMs).toBeGreaterThanOrEqual(0);
    expect(timings.finishes.wallMs).toBeGreaterThanOrEqual(40);
    expect(timings.finishes.cpuMs).toBeGreaterThanOrEqual(40);
    const {busy: first, idle: second, last} = timings.steps;
    expect(last!.finishedAtMs).toBeGreaterThanOrEqual(Math.max(first!.finishedAtMs, second!.finishedAtMs));
    expect(second!.finishedAtMs).toBeGreaterThanOrEqual(40);
  });

  it('hands the files a step names at its finish to the last step, before the last step finishes', async () => {
    const seen: string[] = [];
    const writer = buildStep('writer', {
      start: () => ({
        finish: async () => ({written: [path.join(outDir, 'Routing.md'), path.join(outDir, 'llms.txt')]}),
      }),
    });
    const slow = recorder('slow', seen);
    const last = buildStep('last', {
      start: () => ({
        written: (files) => seen.push(`last got ${files.map((file) => path.basename(file)).join(' ')}`),
        finish: () => void seen.push('last finished'),
      }),
    });
    await runPipeline('test', [writer, slow, last], {writer: true, slow: true, last: true}, build);
    expect(seen.filter((entry) => !entry.includes('/docs/'))).toEqual([
      'last got Routing.md llms.txt',
      'slow finished',
      'last finished',
    ]);
  });

  it('leaves out a step whose options are false', async () => {
    const seen: string[] = [];
    await runPipeline('test', [recorder('off', seen), recorder('on', seen)], {off: false, on: true}, build);
    expect(seen.filter((line) => line.startsWith('off'))).toEqual([]);
  });

  it('fails naming the step and the page when a step throws on a page', async () => {
    const seen: string[] = [];
    const steps = [recorder('twins', seen, {onPage: '/docs/Features/Routing'}), recorder('last', seen)];
    await expect(runPipeline('test', steps, {twins: true, last: true}, build)).rejects.toThrow(
      `[test] The step "twins" failed on the page /docs/Features/Routing (${path.join(outDir, 'Features/Routing.html')}): no <main> in it`,
    );
    expect(seen).not.toContain('last finished');
  });

  it('fails naming the step and the page when its work on a page, run beside the pass, fails at the finish', async () => {
    const file = path.join(outDir, 'Features/Routing.html');
    const beside = buildStep('twins', {
      start: () => ({
        finish: () => Promise.reject(new PageFailure({route: '/docs/Features/Routing', file}, new Error('no <main>'))),
      }),
    });
    await expect(runPipeline('test', [beside, recorder('last', [])], {twins: true, last: true}, build)).rejects.toThrow(
      `[test] The step "twins" failed on the page /docs/Features/Routing (${file}): no <main>`,
    );
  });

  it('fails naming the step when its finish throws, and then does not run the last step', async () => {
    const seen: string[] = [];
    const steps = [recorder('search-index', seen, {onFinish: true}), recorder('other', seen), recorder('last', seen)];
    await expect(runPipeline('test', steps, {'search-index': true, other: true, last: true}, build)).rejects.toThrow(
      '[test] The step "search-index" failed: a bad synonym',
    );
    expect(seen).toContain('other finished');
    expect(seen).not.toContain('last finished');
  });
});

describe('checkPipeline', () => {
  const steps: AnyStep[] = [recorder('a', []), recorder('b', [])];

  it('accepts each listed step once, each with options or false', () => {
    expect(() => checkPipeline(steps, {a: true, b: false}, 'test')).not.toThrow();
  });

  it('fails naming a step listed twice', () => {
    expect(() => checkPipeline([...steps, recorder('a', [])], {a: true, b: true}, 'test')).toThrow(
      'the step "a" is listed more than once',
    );
  });

  it('fails naming options for a step the pipeline does not list, and a listed step without options', () => {
    expect(() => checkPipeline(steps, {a: true, compression: true}, 'test')).toThrow(
      '[test] The build pipeline (plugins/built-site/pipeline.ts) is wrong: options are given for "compression", ' +
        'which the pipeline does not list; the step "b" has no options (give false to leave it out).',
    );
  });
});

describe('the built-site plugin', () => {
  it('lists every step once, the server files and compression last', () => {
    const names = pipeline.map((step) => step.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.at(-1)).toBe('server-config');
  });

  it('fails at start-up when a step of the pipeline has no options', () => {
    const steps = Object.fromEntries(pipeline.map((step) => [step.name, false])) as unknown as PipelineOptions;
    expect(() => builtSitePlugin(build.context, {steps})).not.toThrow();
    const {sitemap: _left, ...withoutSitemap} = steps;
    expect(() => builtSitePlugin(build.context, {steps: withoutSitemap as PipelineOptions})).toThrow(
      'the step "sitemap" has no options',
    );
  });
});
