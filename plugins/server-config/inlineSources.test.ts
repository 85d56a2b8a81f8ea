import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {parseHtml} from 'apipie-docs-html-tree';
import {bundledStyleSources, cspHash, emptyInlineSources, inlineSourcesOf} from './inlineSources';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('cspHash', () => {
  it('is the CSP hash source of the UTF-8 text', () => {
    // The example of the CSP Level 3 spec: alert('Hello, world.');
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('inlineSourcesOf', () => {
  it('hashes inline scripts that run and <style> elements, and skips data blocks and external scripts', () => {
    const into = emptyInlineSources();
    inlineSourcesOf(
      parseHtml(`<html><head><script>var a=1;</script><script type=module>import "./x.js";</script>
       <script type="application/ld+json">{"@type":"Thing"}</script><script src="/docs/main.js"></script>
       <style>.x{color:red}</style></head><body><p style="color:blue">Hi</p></body></html>`),
      'build/page.html',
      into,
    );
    expect([...into.scripts].sort()).toEqual([sha('var a=1;'), sha('import "./x.js";')].sort());
    expect([...into.styles]).toEqual([sha('.x{color:red}')]);
  });

  it('hashes a script as the browser sees it, with CRLF line breaks normalized', () => {
    const into = emptyInlineSources();
    inlineSourcesOf(parseHtml('<script>a();\r\nb();</script>'), 'build/page.html', into);
    expect([...into.scripts]).toEqual([sha('a();\nb();')]);
  });

  it.each([
    ['<button onclick="go()">Go</button>', 'onclick="go()"', 'an inline event handler'],
    ['<a href="javascript:go()">Go</a>', 'href="javascript:go()"', 'a javascript: URL'],
  ])('fails on %s, naming the file and the attribute', (body, attribute, kind) => {
    expect(() =>
      inlineSourcesOf(parseHtml(`<html><body>${body}</body></html>`), 'build/Terms/privacy.html', emptyInlineSources()),
    ).toThrow(new RegExp(`build/Terms/privacy\\.html: .*\\n.*${attribute.replace(/[()]/g, '\\$&')}.*${kind}`));
  });
});

describe('bundledStyleSources', () => {
  it('hashes the text of <style> elements React renders in the browser, in both bundler forms', () => {
    const into = emptyInlineSources();
    bundledStyleSources(
      'r.createElement("style",null,".a{fill:#003dff;}"),(0,i.jsx)("style",{children:".b{fill:\\"x\\"}"}),createElement("div",null,"no")',
      into,
    );
    expect([...into.styles].sort()).toEqual([sha('.a{fill:#003dff;}'), sha('.b{fill:"x"}')].sort());
  });
});
