import path from 'node:path';
import type {PluginConfig, PluginModule} from '@docusaurus/types';
import mcpPackagePlugin, {type McpPackageOptions} from '../plugins/mcp-package';
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

const options: McpPackageOptions = {packageDir: path.resolve(mcpPackage.packageDir), file: mcpPackage.file};

// Docusaurus types plugin options as unknown; McpPackageOptions checks them above.
export const mcpPackagePluginConfig: PluginConfig = [mcpPackagePlugin as PluginModule, options];
