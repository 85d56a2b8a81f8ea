import {readFileSync, readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  docusaurusDependencies,
  docusaurusPackagesInLock,
  ejectSource,
  newestCommonCanary,
  patchTarget,
  peerConflict,
  pinDocusaurus,
  type PackageJson,
} from './plan';
import {drillPassed, renderReport, type DrillReport} from './report';

const site: PackageJson = {
  dependencies: {'@docusaurus/core': '3.10.2', '@docusaurus/utils-common': '^3.10.2', react: '^19.2.0'},
  devDependencies: {'@docusaurus/types': '3.10.2', vitest: '^3.2.0'},
  overrides: {'@docsearch/react': '3.9.0'},
};

describe('the drill plan', () => {
  it("lists the site's own @docusaurus packages, and every one in the lock file's tree", () => {
    expect(docusaurusDependencies(site)).toEqual(['@docusaurus/core', '@docusaurus/types', '@docusaurus/utils-common']);
    const lock = {
      packages: {
        '': {},
        'node_modules/@docusaurus/core': {},
        'node_modules/@docusaurus/theme-common': {},
        'node_modules/docusaurus-plugin-openapi-docs/node_modules/@docusaurus/utils': {},
        'node_modules/react': {},
      },
    };
    expect(docusaurusPackagesInLock(lock)).toEqual([
      '@docusaurus/core',
      '@docusaurus/theme-common',
      '@docusaurus/utils',
    ]);
  });

  it('moves every @docusaurus package to the version, the tree through overrides, and nothing else', () => {
    const pinned = pinDocusaurus(site, '4.0.0-canary-6808', ['@docusaurus/core', '@docusaurus/theme-common']);
    expect(pinned.dependencies).toEqual({
      '@docusaurus/core': '4.0.0-canary-6808',
      '@docusaurus/utils-common': '4.0.0-canary-6808',
      react: '^19.2.0',
    });
    expect(pinned.devDependencies).toEqual({'@docusaurus/types': '4.0.0-canary-6808', vitest: '^3.2.0'});
    expect(pinned.overrides).toEqual({
      '@docsearch/react': '3.9.0',
      '@docusaurus/core': '4.0.0-canary-6808',
      '@docusaurus/theme-common': '4.0.0-canary-6808',
      '@docusaurus/types': '4.0.0-canary-6808',
      '@docusaurus/utils-common': '4.0.0-canary-6808',
    });
    expect(site.dependencies!['@docusaurus/core']).toBe('3.10.2');
  });

  it('picks the newest canary of the major that every package has published', () => {
    const versions = {
      '@docusaurus/core': ['3.10.2', '3.10.1-canary-6807', '4.0.0-canary-6808', '4.0.0-canary-6822'],
      '@docusaurus/types': ['3.10.2', '4.0.0-canary-6790', '4.0.0-canary-6808'],
    };
    expect(newestCommonCanary(versions, 4)).toBe('4.0.0-canary-6808');
    expect(() => newestCommonCanary({...versions, '@docusaurus/logger': ['3.10.2']}, 4)).toThrow(
      /none at all for @docusaurus\/logger/,
    );
  });

  it('reads the package and version of each patch file, as patch-package names them', () => {
    expect(patchTarget('@docusaurus+core+3.10.2.patch')).toEqual({name: '@docusaurus/core', version: '3.10.2'});
    expect(patchTarget('left-pad+1.3.0.patch')).toEqual({name: 'left-pad', version: '1.3.0'});
    expect(patchTarget('a+1.0.0++@scope+b+2.0.0.patch')).toEqual({name: '@scope/b', version: '2.0.0'});
    for (const file of readdirSync('patches').filter((f) => f.endsWith('.patch'))) {
      const {name} = patchTarget(file);
      expect(readFileSync(`patches/${file}`, 'utf8')).toContain(`a/node_modules/${name}/`);
    }
  });

  it("sums up npm's ERESOLVE report", () => {
    const output = [
      'npm error code ERESOLVE',
      'npm error ERESOLVE unable to resolve dependency tree',
      'npm error Found: typescript@5.9.3',
      'npm error node_modules/typescript',
      'npm error Could not resolve dependency:',
      'npm error peer typescript@">=6.0" from @docusaurus/tsconfig@4.0.0-canary-6808',
      'npm error Fix the upstream dependency conflict, or retry this command with --force or --legacy-peer-deps',
    ].join('\n');
    expect(peerConflict(output)).toBe(
      'peer dependency conflict: Found: typescript@5.9.3 peer typescript@">=6.0" from @docusaurus/tsconfig@4.0.0-canary-6808',
    );
    expect(peerConflict('npm error code E404')).toBeNull();
  });

  it("reads an eject's upstream source from its header", () => {
    expect(ejectSource('/**\n * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content) so\n')).toEqual(
      {
        package: '@docusaurus/theme-classic',
        version: '3.10.2',
        component: 'theme/CodeBlock/Content',
      },
    );
    expect(ejectSource('// A wrapper of @theme-original/DocItem')).toBeNull();
  });
});

describe('the drill report', () => {
  const report: DrillReport = {
    target: 'canary',
    from: '3.10.2',
    to: '4.0.0-canary-6808',
    node: 'v24.14.0',
    logs: '/tmp/drill-logs',
    steps: [
      {name: 'install', status: 'passed', seconds: 95, detail: ''},
      {name: 'patches', status: 'failed', seconds: 3, detail: '1 of 2 do not apply'},
      {name: 'build', status: 'warned', seconds: 70, detail: '1 warnings:\n[WARNING] a | b'},
    ],
    patches: [
      {file: '@docusaurus+core+3.10.2.patch', applies: false, detail: 'error: patch failed: Link.js:62'},
      {file: '@docusaurus+utils-common+3.10.2.patch', applies: true, detail: 'made for 3.10.2, installed 4.0.0'},
    ],
    ejects: [{file: 'src/theme/CodeBlock/index.tsx', upstream: 'node_modules/x/index.js', changedUpstream: true}],
  };

  it('names the failed steps and each patch, in table cells that stay on one line', () => {
    const markdown = renderReport(report);
    expect(markdown).toContain('## Upgrade drill (canary): @docusaurus/* 3.10.2 → 4.0.0-canary-6808');
    expect(markdown).toContain('**Failed: patches.**');
    expect(markdown).toContain('| build | ⚠️ passed, with warnings | 1 min 10 s | 1 warnings:<br>[WARNING] a \\| b |');
    expect(markdown).toContain('| `@docusaurus+core+3.10.2.patch` | ❌ | error: patch failed: Link.js:62 |');
    expect(markdown).toContain('| `src/theme/CodeBlock/index.tsx` | `node_modules/x/index.js` | **yes** |');
  });

  it('passes when every step passed or only warned', () => {
    expect(drillPassed(report)).toBe(false);
    expect(drillPassed({...report, steps: report.steps.filter((step) => step.status !== 'failed')})).toBe(true);
  });
});
