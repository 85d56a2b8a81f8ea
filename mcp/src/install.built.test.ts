import {execFile, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {mcpPackage} from '../../config/mcpPackage';
import {describeHit, watchCpu, type CpuLimitHit, type CpuLimits} from '../../scripts/lib/cpuLimit';
import {startNginx, type RunningServer} from '../../scripts/lib/nginxServer';

/**
 * The Docs MCP page's install steps, run as written in a temporary folder, with the package
 * address replaced by the tarball of a served production build (the `npm pack` of mcp/ the
 * build writes); then the SDK's client calls `search_docs` on the installed command.
 */
const buildDir = path.resolve('build');
const tarball = path.join(buildDir, mcpPackage.file);
const page = readFileSync(path.resolve('docs/Integrations/Coding/Docs-MCP.md'), 'utf8');
const readme = readFileSync(path.resolve('mcp/README.md'), 'utf8');

/** The first shell block of a page's section: the steps a reader copies. */
function stepsOf(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  const end = markdown.indexOf('\n## ', start + 1);
  const block = /```bash\n([\s\S]*?)\n```/.exec(markdown.slice(start, end < 0 ? undefined : end));
  if (start < 0 || !block) throw new Error(`no bash block under "## ${heading}"`);
  return block[1]!;
}

/**
 * The install's limits: on CPU time, and a hang guard that counts time as an idle machine would, so a
 * busy machine does not fail it (the fetches are local or cached).
 */
const INSTALL_LIMITS: CpuLimits = {cpuSeconds: 120, hangSeconds: 180};

describe('the package address', () => {
  it('is the one in config/mcpPackage.ts, on the Docs MCP page and in the README', () => {
    expect(mcpPackage.url).toBe('https://apipie.ai/docs/mcp/apipie-docs-mcp.tgz');
    expect(stepsOf(page, 'Install')).toContain(`npm install --global ${mcpPackage.url}`);
    expect(stepsOf(readme, 'Install and run')).toContain(`npm install --global ${mcpPackage.url}`);
    for (const text of [page, readme]) {
      const addresses = new Set(text.match(/https?:\/\/\S*apipie-docs-mcp\.tgz/g));
      expect([...addresses]).toEqual([mcpPackage.url]);
      expect(text).not.toMatch(/git clone|APIpie\.ai-docs\.git/);
    }
  });
});

if (!existsSync(tarball)) {
  it('needs the built site with its MCP package', () => {
    throw new Error(`No ${mcpPackage.file} in ${buildDir}: run \`npm run build\` before the unit tests.`);
  });
} else {
  describe('the tarball the build serves', () => {
    it('holds only the package file, its README and the bundle, and depends on the SDK and zod alone', () => {
      const list = spawnSync('tar', ['-tzf', tarball], {encoding: 'utf8'}).stdout.trim().split('\n');
      expect(list.filter((entry) => !/^package\/(package\.json|README\.md|dist\/.+\.js)$/.test(entry))).toEqual([]);
      const manifest = JSON.parse(
        spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], {encoding: 'utf8'}).stdout,
      ) as {bin: Record<string, string>; dependencies: Record<string, string>};
      expect(manifest.bin).toEqual({'apipie-docs-mcp': 'dist/cli.js'});
      expect(list).toContain('package/dist/cli.js');
      expect(Object.keys(manifest.dependencies).sort()).toEqual(['@modelcontextprotocol/sdk', 'zod']);
    });
  });

  describe("the Docs MCP page's install steps", () => {
    let served: RunningServer;
    let home: string;
    let client: Client | undefined;

    beforeAll(async () => {
      served = await startNginx({root: buildDir, basePath: '/docs/'});
      home = mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-install-'));
    });

    afterAll(async () => {
      await client?.close();
      await served?.close();
      if (home) rmSync(home, {recursive: true, force: true});
    });

    it('install the package from the site and serve search_docs to the SDK client', async () => {
      const started = performance.now();
      const prefix = path.join(home, 'global');
      const steps = stepsOf(page, 'Install').replaceAll(mcpPackage.url, `${served.url}${mcpPackage.file}`);
      // The reader's global npm folder is this temporary one; packages npm has cached are not fetched again.
      const env = {
        ...process.env,
        PATH: `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH}`,
        npm_config_prefix: prefix,
        npm_config_prefer_offline: 'true',
        npm_config_audit: 'false',
        npm_config_fund: 'false',
        npm_config_update_notifier: 'false',
      };
      // Asynchronously: a worker blocked for the whole install would miss its test runner's messages.
      const install = promisify(execFile)('bash', ['-euo', 'pipefail', '-c', steps], {
        cwd: home,
        env,
        encoding: 'utf8',
      });
      let stopped: CpuLimitHit | undefined;
      const endWatch = watchCpu(install.child.pid!, INSTALL_LIMITS, (hit) => (stopped = hit));
      const run = await install
        .catch((error: unknown) => {
          throw stopped ? new Error(`The install steps ${describeHit(stopped, INSTALL_LIMITS)}`) : error;
        })
        .finally(endWatch);
      expect(run.stdout).toContain('Usage: apipie-docs-mcp');
      const installed = performance.now();

      const transport = new StdioClientTransport({
        command: path.join(prefix, 'bin', 'apipie-docs-mcp'),
        args: ['--base-url', served.url, '--timeout', '0'],
        env: env as Record<string, string>,
        stderr: 'ignore',
      });
      client = new Client({name: 'docs-mcp-install-test', version: '1.0.0'});
      await client.connect(transport);
      const result = await client.callTool({name: 'search_docs', arguments: {query: 'provider routing', limit: 1}});
      const hits = (result.structuredContent as {hits: {url: string}[]}).hits;
      expect(new URL(hits[0]!.url).pathname).toBe('/docs/Features/Routing');
      console.log(
        `[docs-mcp install] npm install --global and --help: ${((installed - started) / 1000).toFixed(1)} s; ` +
          `first search_docs: ${((performance.now() - installed) / 1000).toFixed(1)} s`,
      );
    });
  });
}
