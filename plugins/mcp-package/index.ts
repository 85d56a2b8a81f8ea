import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, readdir, rename, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {buildStep} from '../built-site/step';

export type McpPackageOptions = {
  /** The package folder (mcp/), absolute. */
  packageDir: string;
  /** The tarball's path in the output folder: mcp/apipie-docs-mcp.tgz. */
  file: string;
};

/**
 * After the build, `npm pack` of the docs MCP server (which runs its `prepare` build) into the
 * output folder, under a name without the version so the install command on the Docs MCP page
 * stays the same from release to release. A failure fails the build, naming the package.
 */
export const mcpPackage = buildStep('mcp-package', {
  start: ({props: {outDir}}, options: McpPackageOptions) => ({
    async finish() {
      const started = performance.now();
      const staging = await mkdtemp(path.join(os.tmpdir(), 'mcp-pack-'));
      try {
        await promisify(execFile)('npm', ['pack', options.packageDir, '--pack-destination', staging], {
          cwd: path.dirname(options.packageDir),
        });
        const [tarball, ...others] = (await readdir(staging)).filter((name) => name.endsWith('.tgz'));
        if (!tarball || others.length > 0) throw new Error(`expected one tarball, found ${[tarball, ...others]}`);
        const target = path.join(outDir, options.file);
        await mkdir(path.dirname(target), {recursive: true});
        await rename(path.join(staging, tarball), target);
        console.log(
          `[mcp-package] ${tarball} as ${options.file} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      } catch (error) {
        throw new Error(`[mcp-package] npm pack of ${options.packageDir} failed: ${(error as Error).message}`);
      } finally {
        await rm(staging, {recursive: true, force: true});
      }
    },
  }),
});
