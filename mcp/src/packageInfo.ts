import packageJson from '../package.json';

/** The package's name and version, inlined at build time. */
export const PACKAGE = {name: packageJson.name, version: packageJson.version} as const;
