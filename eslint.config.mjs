// ESLint for the site's TypeScript, React and Node code (content MDX is checked by markdownlint and
// the build instead). The import boundaries below are notes/layout.md's rules made checkable;
// lint/importBoundaries.test.ts proves they fire.
import {readFileSync} from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import comments from './lint/commentRules.mjs';

const {printWidth} = JSON.parse(readFileSync(new URL('./.prettierrc.json', import.meta.url), 'utf8'));

// An import of a folder at the site root, written relatively (from the root or any depth below) or through @site.
const rootFolder = (folder) => `^(@site/|\\./|(\\.\\./)+)${folder}(/|$)`;

const scriptsAndE2e = {
  regex: rootFolder('(scripts|bench|test|lint|\\.ci|e2e)'),
  message:
    'scripts/, bench/, test/, lint/, .ci/ and e2e/ are tools and tests: site code, plugins, config and the MCP server ' +
    'never import them.',
};
// Unit tests may use the shared helpers in scripts/lib (nginx server, Markdown files) and the test harness in
// test/support (Chromium, component bundles), nothing else.
const scriptsOutsideLibAndE2e = {
  regex: rootFolder('(scripts(?!/lib/)|test(?!/support/)|bench|lint|\\.ci|e2e)'),
  message: 'Tests outside the tools and e2e/ may import only the shared helpers in scripts/lib and test/support.',
};
// A package in packages/ (search, twins, social cards, API reference, redirects) is imported by its name and
// public entries (its package.json `exports`).
const packageByPath = {
  regex: `(${rootFolder('packages')})|^apipie-docs-[a-z-]+/(src|packages)/`,
  message: 'Import a package by name (apipie-docs-search and the like, or an entry in its package.json exports).',
};
// A package takes what it needs from a site as options, props and customFields, never by importing the site.
const siteFromPackage = {
  regex: '^(@site/|(\\.\\./)+)(config|src|plugins|mcp|data|scripts|bench|test|lint|e2e)(/|$)',
  message: "A package imports nothing of the site's: pass what it needs as options, props or customFields.",
};
const react = {
  regex: '^(react|react-dom|@mdx-js/react)(/|$)',
  message: 'This code runs in Node or must stay testable there: no React.',
};
const docusaurus = {
  regex: '^(@theme|@theme-original|@theme-init|@generated|@docusaurus)/|^docusaurus-',
  message: "The search package's engine imports nothing from Docusaurus, so it is testable in plain Node.",
};
// The docs MCP server bundles its own code and these shared modules into a plain Node package (mcp/build.mjs).
const bundledReact = {
  regex: react.regex,
  message: 'The docs MCP server bundles this code into a Node package (mcp/build.mjs): no React.',
};
const bundledDocusaurus = {
  regex: docusaurus.regex,
  message: 'The docs MCP server bundles this code into a Node package (mcp/build.mjs): nothing from Docusaurus.',
};
// Client modules only: config/ still uses Docusaurus' types and its plugins' option types.
const docusaurusClient = {
  regex:
    '^(@theme|@theme-original|@theme-init|@generated)/|^@docusaurus/([A-Z]|use|router|renderRoutes|isInternalUrl|theme-common)|^@docusaurus/[^/]+/client',
  // Client modules are capitalised (Link, Head) or hooks; plugin names are lower case.
  caseSensitive: true,
  message: 'config/ is Node-side: no Docusaurus client modules.',
};
const clientCode = {
  regex: rootFolder('src/(components|theme|clientModules)'),
  message: 'config/ is Node-side: it imports no client code (components, theme).',
};
// docs/api/ is generated (gitignored): only sidebars.ts reads it, for its generated sidebar.
const generatedApiDocs = {
  regex: rootFolder('docs/api'),
  message: 'Nothing imports the generated docs/api/ except sidebars.ts, for its sidebar.',
};
const configFromTheme = {
  regex: rootFolder('config'),
  message: 'src/theme reads site settings through useDocusaurusContext (customFields), never by importing config/.',
};

// The layers: data/ at the bottom, then src/ and plugins/, then config/, which composes them.
const configFromBelow = {
  regex: rootFolder('(config|docusaurus\\.config)'),
  message: 'plugins/ and data/ sit below config/: they take settings as options or parameters, never from config/.',
};

const restrict = (...patterns) => ['error', {patterns}];
const tests = ['**/*.test.{ts,tsx}', 'mcp/src/testing/**'];
// The runners' configs belong with the tests they configure, this file with its rules in lint/.
const toolsAndTests = [
  'scripts/**',
  'bench/**',
  'test/**',
  'lint/**',
  '.ci/**',
  'e2e/**',
  'playwright.config.ts',
  'vitest.config.ts',
  'eslint.config.mjs',
];

/** The import rule for an area outside scripts/ and e2e/: its code and its unit tests. */
const boundary = (files, ...patterns) => [
  {
    files,
    ignores: [...tests, ...toolsAndTests],
    rules: {'no-restricted-imports': restrict(scriptsAndE2e, generatedApiDocs, packageByPath, ...patterns)},
  },
  {
    // The tests of an area: under its folder, or beside the files of a `folder/*.ts` area.
    files: files.flatMap((f) =>
      f.endsWith('/*.ts')
        ? [f.replace(/\*\.ts$/, '*.test.ts')]
        : tests.map((t) => (f.startsWith('**') ? t : `${f.replace(/\/\*\*$/, '')}/${t}`)),
    ),
    ignores: toolsAndTests,
    rules: {
      'no-restricted-imports': restrict(scriptsOutsideLibAndE2e, generatedApiDocs, packageByPath, ...patterns),
    },
  },
];

export default tseslint.config(
  {
    // Generated output and vendored files.
    ignores: [
      'build/**',
      'build-hosted/**',
      '.docusaurus/**',
      '.generated/**',
      'docs/api/**',
      'mcp/dist/**',
      'bench-results/**',
      'test-results/**',
      '.drafts/**',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {globals: {...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', ignoreRestSiblings: true}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    // What CONTRIBUTING asks of comments ("Code and commits"); lint/commentRules.test.ts proves it fires.
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: {comments},
    rules: {
      'comments/no-dated-figures': 'error',
      'comments/no-outside-references': 'error',
      'comments/max-width': ['error', {width: printWidth}],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern: one with none takes `{}`.
    files: ['e2e/**'],
    rules: {'no-empty-pattern': 'off'},
  },
  {
    // Unit tests share each worker's modules (vitest.config.ts, isolate: false): a mocked
    // module or a stubbed global would leak into the files that run after it in the same worker.
    files: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message: 'Unit tests share modules (vitest.config.ts, isolate: false): pass the dependency in instead.',
        })),
      ],
    },
  },
  {
    // CommonJS files (the social-card worker, started by worker_threads from the build and from tsx) load with require.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {...globals.node}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },

  // Import boundaries. Each block sets the whole list for its files (ESLint replaces, never merges, a rule's
  // options), so every area lists all that applies to it; its unit tests may also use scripts/lib.
  ...boundary(['**/*.{ts,tsx,mjs,js}']),
  // The search package: nothing of the site's. Its engine, index format and clients (the files at the top of
  // src/ and its fixtures) are plain TypeScript, tested in Node; its plugin and theme use Docusaurus.
  ...boundary(['packages/**'], siteFromPackage),
  ...boundary(['packages/search/src/*.ts', 'packages/search/src/fixtures/**'], siteFromPackage, react, docusaurus),
  // The social cards' paths and sizes, read by the page's meta tags and the build step alike.
  ...boundary(['packages/social-cards/src/*.ts'], siteFromPackage, react, docusaurus),
  // The API reference's and the redirects' rules that run anywhere, and their generator and plugin: no React.
  ...boundary(['packages/api-reference/src/*.ts', 'packages/api-reference/src/generator/**'], siteFromPackage, react),
  ...boundary(['packages/redirects/**'], siteFromPackage, react),
  // What the docs MCP server bundles besides the search package: its own code, page metadata and the
  // twin rules (the twins package's top-level files).
  ...boundary(['mcp/src/**', 'src/pageMeta/**'], bundledReact, bundledDocusaurus),
  ...boundary(['packages/markdown-twins/src/*.ts'], siteFromPackage, bundledReact, bundledDocusaurus),
  ...boundary(['src/theme/**'], configFromTheme),
  ...boundary(['plugins/**', 'data/**'], configFromBelow),
  ...boundary(['config/**'], react, docusaurusClient, clientCode),
  // The composition root only assembles the typed pieces of config/.
  ...boundary(['docusaurus.config.ts'], react, docusaurusClient, clientCode, {
    regex: '^\\./(?!config/)',
    message: 'docusaurus.config.ts imports only config/: wrap a plugin in a config/ piece.',
  }),
  {
    // The generated API sidebar is the one part of docs/api/ anything imports.
    files: ['sidebars.ts'],
    rules: {'no-restricted-imports': restrict(scriptsAndE2e)},
  },
  {
    // The tools, benches and test harness may read e2e's data fixtures (the spec's route table), not its test code.
    files: ['scripts/**', 'bench/**', 'test/**', 'lint/**', '.ci/**'],
    rules: {
      'no-restricted-imports': restrict(packageByPath, {
        regex: '^(@site/|(\\.\\./)+)e2e/(?!fixtures/)',
        message: 'scripts/, bench/, test/, lint/ and .ci/ may import only e2e/fixtures from e2e/.',
      }),
    },
  },
  {
    files: ['e2e/**', 'playwright.config.ts'],
    rules: {'no-restricted-imports': restrict(packageByPath)},
  },
);
