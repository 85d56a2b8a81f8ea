import {describe, expect, it} from 'vitest';
// The function the build compiles the template with.
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {ssrTemplate, startAfterFirstPaintScript} from './ssrTemplate';

const SCRIPTS = ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'];

async function render(): Promise<string> {
  const template = await compileSSGTemplate(ssrTemplate);
  return template({
    appHtml: '<main>page</main>',
    baseUrl: '/docs/',
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [],
    scripts: SCRIPTS,
    stylesheets: ['assets/css/styles.3.css'],
    noIndex: false,
    version: '3.10.2',
  });
}

type Appended = {src: string; async: boolean};

/** Runs the inline script against a stand-in document, returning what it appended and the callbacks it queued. */
function runStartScript(visibilityState: 'visible' | 'hidden') {
  const appended: Appended[] = [];
  const frames: (() => void)[] = [];
  const timeouts: (() => void)[] = [];
  const document = {
    visibilityState,
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (element: Appended) => void appended.push({...element})},
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', startAfterFirstPaintScript(JSON.stringify(SCRIPTS)))(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timeouts.push(callback),
  );
  return {appended, frames, timeouts};
}

describe('ssrTemplate', () => {
  it('preloads the scripts at low priority instead of writing script tags', async () => {
    const html = await render();
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual(
      SCRIPTS.map((s) => `<link rel="preload" href="/docs/${s}" as="script" fetchpriority="low" />`),
    );
    expect(html).toContain('<link rel="stylesheet" href="/docs/assets/css/styles.3.css" />');
    expect(html).toContain('<div id="__docusaurus"><main>page</main></div>');
  });

  it('ends the body with the start script for the same URLs, in order', async () => {
    const html = await render();
    const urls = JSON.stringify(SCRIPTS.map((s) => `/docs/${s}`));
    expect(html).toMatch(new RegExp(`<script>[^<]*${urls.replace(/[[\]().~*+?^$]/g, '\\$&')}\\);</script>\\s*</body>`));
  });
});

describe('startAfterFirstPaintScript', () => {
  it('appends the scripts, in order and not async, only after the next frame has been drawn', () => {
    const {appended, frames, timeouts} = runStartScript('visible');
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    timeouts.forEach((timeout) => timeout());
    expect(appended).toEqual(SCRIPTS.map((src) => ({src, async: false})));
  });

  it('appends them at once in a background tab, which draws no frames', () => {
    const {appended, frames} = runStartScript('hidden');
    expect(frames).toEqual([]);
    expect(appended).toEqual(SCRIPTS.map((src) => ({src, async: false})));
  });
});
