import path from 'node:path';
import {ESLint} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

// notes/layout.md's "who may import what", as eslint.config.mjs enforces it: each row lints one
// in-memory import at a path in that area, so a rule that stops firing fails here.
const rows: {file: string; source: string; allowed: boolean}[] = [
  {file: 'packages/search/src/probe.ts', source: 'react', allowed: false},
  {file: 'packages/search/src/probe.ts', source: '@docusaurus/useDocusaurusContext', allowed: false},
  {file: 'packages/search/src/probe.ts', source: '@theme/SearchBar', allowed: false},
  {file: 'packages/search/src/probe.ts', source: './engine', allowed: true},
  {file: 'packages/search/src/probe.test.ts', source: 'react', allowed: false},
  {file: 'packages/search/src/probe.test.ts', source: '../../../scripts/lib/builtIndex', allowed: false},
  {file: 'packages/search/src/theme/Probe/index.tsx', source: '@docusaurus/Link', allowed: true},
  {file: 'packages/search/src/theme/Probe/index.tsx', source: '../../errors', allowed: true},
  {file: 'packages/search/src/theme/Probe/index.tsx', source: '@site/config/site', allowed: false},
  {file: 'packages/search/src/theme/Probe/index.tsx', source: '../../../../../src/analytics/track', allowed: false},
  {file: 'packages/search/src/plugin/probe.ts', source: '@docusaurus/types', allowed: true},
  {file: 'packages/search/src/plugin/probe.ts', source: '../../../../plugins/built-site/files', allowed: false},
  {file: 'packages/search/src/plugin/probe.test.ts', source: '../../../../config/site', allowed: false},
  {file: 'src/agentTools/probe.ts', source: 'apipie-docs-search', allowed: true},
  {file: 'src/agentTools/probe.ts', source: '../../packages/search/src/engine', allowed: false},
  {file: 'src/analytics/probe.ts', source: 'apipie-docs-search/events', allowed: true},
  {file: 'src/analytics/probe.ts', source: '@site/packages/search/src/events', allowed: false},
  {file: 'mcp/src/probe.ts', source: '../../packages/search/src/engine', allowed: false},
  {file: 'mcp/src/probe.ts', source: 'apipie-docs-search/src/engine', allowed: false},
  {file: 'config/probe.ts', source: 'apipie-docs-search/node', allowed: true},
  {file: 'config/probe.ts', source: '../packages/search/src/plugin', allowed: false},
  {file: 'scripts/probe/index.ts', source: '../../packages/search/src/builtIndex', allowed: false},
  {file: 'scripts/probe/index.ts', source: 'apipie-docs-search/node', allowed: true},
  {file: 'e2e/probe.spec.ts', source: '../packages/search/src/indexFormat', allowed: false},
  {file: 'e2e/probe.spec.ts', source: 'apipie-docs-search', allowed: true},
  {file: 'src/components/Probe/index.tsx', source: '../../../e2e/support/site', allowed: false},
  {file: 'src/components/Probe/index.tsx', source: '@site/scripts/lib/builtIndex', allowed: false},
  {file: 'src/components/Probe/links.test.ts', source: '../../../scripts/lib/markdownFiles', allowed: true},
  {file: 'src/components/Probe/links.test.ts', source: '../../../scripts/samples/checkSamples', allowed: false},
  {file: 'src/components/Probe/weight.test.ts', source: '../../../test/support/componentBundle', allowed: true},
  {file: 'src/components/Probe/index.tsx', source: '../../../test/support/componentBundle', allowed: false},
  {file: 'src/components/Probe/weight.test.ts', source: '../../../test/badInput/rows', allowed: false},
  {file: 'mcp/src/probe.test.ts', source: '../../bench/budgets', allowed: false},
  {file: 'plugins/probe/index.ts', source: '../../lint/commentRules.mjs', allowed: false},
  {file: 'src/theme/Probe/index.tsx', source: '@site/config/site', allowed: false},
  {file: 'config/probe.ts', source: '../scripts/genApi', allowed: false},
  {file: 'config/probe.ts', source: '../src/components/UnverifiedApiFacts', allowed: false},
  {file: 'config/probe.ts', source: 'apipie-docs-api-reference/node', allowed: true},
  {file: 'config/probe.ts', source: '../packages/api-reference/src/generator/generate', allowed: false},
  {file: 'config/probe.ts', source: 'apipie-docs-redirects/node', allowed: true},
  {file: 'plugins/probe/index.ts', source: 'apipie-docs-redirects/src/rules', allowed: false},
  {file: 'src/agentTools/probe.ts', source: 'apipie-docs-api-reference', allowed: true},
  {file: 'mcp/src/probe.ts', source: '../../packages/api-reference/src/unverified', allowed: false},
  {file: 'packages/api-reference/src/generator/probe.ts', source: '../../../../config/site', allowed: false},
  {file: 'packages/api-reference/src/probe.ts', source: 'react', allowed: false},
  {file: 'packages/api-reference/src/theme/Probe/index.tsx', source: '@theme/CodeBlock', allowed: true},
  {
    file: 'packages/api-reference/src/theme/Probe/index.tsx',
    source: '@site/src/components/ScrollTable',
    allowed: false,
  },
  {file: 'packages/redirects/src/plugin/probe.ts', source: '../../../../config/redirects', allowed: false},
  {file: 'packages/redirects/src/probe.test.ts', source: '../../../config/env', allowed: false},
  {file: 'config/probe.ts', source: 'react', allowed: false},
  {file: 'config/probe.ts', source: '@docusaurus/Link', allowed: false},
  {file: 'config/probe.ts', source: '@docusaurus/types', allowed: true},
  {file: 'docusaurus.config.ts', source: './packages/redirects/src/plugin', allowed: false},
  {file: 'docusaurus.config.ts', source: './config/site', allowed: true},
  {file: 'plugins/probe/index.ts', source: '../../scripts/lib/builtIndex', allowed: false},
  {file: 'plugins/probe/index.ts', source: '../../config/redirects', allowed: false},
  {file: 'plugins/probe/index.ts', source: '@site/config/site', allowed: false},
  {file: 'plugins/probe/index.test.ts', source: '../../config/site', allowed: false},
  {file: 'plugins/probe/index.ts', source: '../built-site/step', allowed: true},
  {file: 'data/probe.ts', source: '../config/site', allowed: false},
  {file: 'data/probe.ts', source: './modelSchema', allowed: true},
  {file: 'src/components/Probe/index.tsx', source: '@site/docs/api/sidebar', allowed: false},
  {file: 'config/probe.ts', source: '../docs/api/sidebar', allowed: false},
  {file: 'sidebars.ts', source: './docs/api/sidebar', allowed: true},
  {file: 'sidebars.ts', source: './scripts/lib/builtIndex', allowed: false},
  {file: 'docusaurus.config.ts', source: './e2e/support/site', allowed: false},
  {file: 'mcp/src/probe.ts', source: '../../scripts/lib/builtIndex', allowed: false},
  {file: 'mcp/src/probe.ts', source: 'react', allowed: false},
  {file: 'mcp/src/probe.ts', source: '../../src/pageMeta/issueUrl', allowed: true},
  {file: 'src/pageMeta/probe.ts', source: '@docusaurus/useDocusaurusContext', allowed: false},
  {file: 'src/pageMeta/probe.ts', source: 'react', allowed: false},
  {file: 'src/pageMeta/probe.ts', source: 'schema-dts', allowed: true},
  {file: 'packages/markdown-twins/src/probe.ts', source: '@docusaurus/router', allowed: false},
  {file: 'packages/markdown-twins/src/probe.ts', source: 'react', allowed: false},
  {file: 'packages/markdown-twins/src/probe.ts', source: './urls', allowed: true},
  {file: 'packages/markdown-twins/src/theme/Probe/index.tsx', source: '@docusaurus/router', allowed: true},
  {file: 'packages/markdown-twins/src/theme/Probe/index.tsx', source: '@site/src/analytics/track', allowed: false},
  {file: 'packages/markdown-twins/src/plugin/probe.ts', source: '../../../../plugins/built-site/step', allowed: false},
  {file: 'packages/markdown-twins/src/plugin/probe.ts', source: '@docusaurus/types', allowed: true},
  {file: 'mcp/src/probe.ts', source: 'apipie-docs-markdown-twins', allowed: true},
  {file: 'mcp/src/probe.ts', source: '../../packages/markdown-twins/src/title', allowed: false},
  {file: 'packages/social-cards/src/probe.ts', source: 'react', allowed: false},
  {file: 'packages/social-cards/src/plugin/probe.ts', source: '../../../../src/pageMeta/section', allowed: false},
  {file: 'packages/social-cards/src/plugin/probe.test.ts', source: '../../../../config/site', allowed: false},
  {file: 'src/theme/Probe/index.tsx', source: 'apipie-docs-social-cards/theme', allowed: true},
  {file: 'src/theme/Probe/index.tsx', source: 'apipie-docs-social-cards/src/cards', allowed: false},
  {file: 'config/probe.ts', source: 'apipie-docs-social-cards/node', allowed: true},
  {file: 'mcp/src/testing/probe.ts', source: '../../../scripts/lib/nginxServer', allowed: true},
  {file: 'e2e/probe.test.ts', source: '../bench/budgets', allowed: true},
  {file: 'scripts/probe/index.ts', source: '../../e2e/support/site', allowed: false},
  {file: 'scripts/probe/index.ts', source: '../../e2e/fixtures/routes.json', allowed: true},
  {file: 'bench/probe.ts', source: '../e2e/support/site', allowed: false},
  {file: 'bench/probe.ts', source: '../test/support/chromium', allowed: true},
  {file: 'test/support/probe.ts', source: '../../packages/search/src/builtIndex', allowed: false},
];

describe('import boundaries (eslint.config.mjs)', () => {
  let eslint: ESLint;
  // Loading the config, the parser and the plugins takes seconds on a busy machine: once, here.
  beforeAll(async () => {
    eslint = new ESLint({cwd: path.resolve(__dirname, '..')});
    await eslint.lintText('export {};\n', {filePath: 'packages/search/src/probe.ts'});
  });

  const boundaryErrors = async (file: string, source: string) => {
    const [result] = await eslint.lintText(`import probe from '${source}';\nexport default probe;\n`, {filePath: file});
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
  };

  it.each(rows)('$file importing $source: allowed $allowed', async ({file, source, allowed}) => {
    const errors = await boundaryErrors(file, source);
    expect(errors.length === 0, errors.map((e) => e.message).join('\n')).toBe(allowed);
  });
});
