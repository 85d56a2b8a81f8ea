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

/** Packs the package into the output folder; the error names the package. */
async function pack(outDir: string, options: McpPackageOptions): Promise<void> {
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
}

/**
 * After the build, `npm pack` of the docs MCP server (which runs its `prepare` build) into the
 * output folder, under a name without the version so the install command on the Docs MCP page
 * stays the same from release to release. A failure fails the build, naming the package. The pack
 * reads nothing the build writes, so it starts with the pipeline and runs, in its own process,
 * beside the pass over the pages.
 */
export const mcpPackage = buildStep('mcp-package', {
  start: ({props: {outDir}}, options: McpPackageOptions) => {
    const packed = pack(outDir, options);
    // Awaited by finish; a build that fails first never asks.
    packed.catch(() => undefined);
    return {finish: () => packed};
  },
});
