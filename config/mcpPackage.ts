import path from 'node:path';
import type {McpPackageOptions} from '../plugins/mcp-package';
import {site} from './site';

/**
 * The docs MCP server as the site serves it: the `npm pack` tarball of mcp/, so
 * `npm install --global <url>` installs it from the site itself. The Docs MCP page and
 * mcp/README.md show this URL; their tests check it against this one.
 */
export const mcpPackage = {
  /** The package folder, relative to the site root. */
  packageDir: 'mcp',
  /** Where the build writes the tarball, relative to the output folder (and so to baseUrl). */
  file: 'mcp/apipie-docs-mcp.tgz',
  get url(): string {
    return `${site.url}${site.baseUrl}${this.file}`;
  },
} as const;

/** The build pipeline's mcp-package step (plugins/mcp-package). */
export const mcpPackageOptions: McpPackageOptions = {
  packageDir: path.resolve(mcpPackage.packageDir),
  file: mcpPackage.file,
};
