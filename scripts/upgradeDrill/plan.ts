/**
 * The upgrade drill's decisions, kept apart from the commands it runs so they
 * can be tested: which Docusaurus version to try, how package.json moves to it,
 * and which package and version each patch file was made for.
 */

export type Target = 'latest' | 'canary';

export type PackageJson = {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
  [key: string]: unknown;
};

const DOCUSAURUS = /^@docusaurus\//;

/** Every @docusaurus package the site depends on itself, sorted. */
export function docusaurusDependencies(pkg: PackageJson): string[] {
  return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]
    .filter((name) => DOCUSAURUS.test(name))
    .sort();
}

/** The @docusaurus packages anywhere in the tree, from package-lock.json's `packages` keys. */
export function docusaurusPackagesInLock(lock: {packages?: Record<string, unknown>}): string[] {
  const names = Object.keys(lock.packages ?? {}).flatMap((key) => {
    const name = /(?:^|\/)node_modules\/(@docusaurus\/[^/]+)$/.exec(key)?.[1];
    return name ? [name] : [];
  });
  return [...new Set(names)].sort();
}

const canaryOf = (major: number) => new RegExp(`^${major}\\.\\d+\\.\\d+-canary-(\\d+)$`);

/**
 * The newest canary of a major version that every package has published, so
 * the drill never mixes builds. Upstream publishes all packages at each
 * canary, but a registry (or a mirror) can lag for some of them.
 */
export function newestCommonCanary(versionsByPackage: Record<string, readonly string[]>, major: number): string {
  const pattern = canaryOf(major);
  const lists = Object.values(versionsByPackage).map((versions) => new Set(versions.filter((v) => pattern.test(v))));
  if (lists.length === 0) throw new Error('no packages to find a canary for');
  const common = [...lists[0]!].filter((version) => lists.every((list) => list.has(version)));
  const number = (version: string) => Number(pattern.exec(version)![1]);
  const newest = common.sort((a, b) => number(b) - number(a))[0];
  if (!newest) {
    const missing = Object.entries(versionsByPackage)
      .filter(([, versions]) => !versions.some((v) => pattern.test(v)))
      .map(([name]) => name);
    throw new Error(
      `no ${major}.x canary is published for all of ${Object.keys(versionsByPackage).join(', ')}` +
        (missing.length ? ` (none at all for ${missing.join(', ')})` : ''),
    );
  }
  return newest;
}

/**
 * package.json with every @docusaurus package at `version`: the site's own
 * dependencies, and through `overrides` every other one in the tree, so a
 * plugin's own range cannot keep an older copy beside the new one.
 */
export function pinDocusaurus(pkg: PackageJson, version: string, inTree: readonly string[]): PackageJson {
  const pin = (deps?: Record<string, string>) =>
    deps &&
    Object.fromEntries(Object.entries(deps).map(([name, spec]) => [name, DOCUSAURUS.test(name) ? version : spec]));
  const overrides: Record<string, unknown> = {...pkg.overrides};
  for (const name of new Set([...inTree, ...docusaurusDependencies(pkg)])) overrides[name] = version;
  return {...pkg, dependencies: pin(pkg.dependencies), devDependencies: pin(pkg.devDependencies), overrides};
}

/** The package and version a patch-package file was made for: `@docusaurus+core+3.10.2.patch`. */
export function patchTarget(file: string): {name: string; version: string} {
  const match = /^(.+)\+([^+]+)\.patch$/.exec(file);
  if (!match) throw new Error(`${file} is not named as patch-package names its patches`);
  // patch-package writes `/` as `+` and a nested package's `node_modules/` as `++`.
  const name = match[1]!.split('++').at(-1)!.replace('+', '/');
  return {name, version: match[2]!};
}

/** The upstream file an ejected theme component was copied from, read from its header. */
export function ejectSource(source: string): {package: string; version: string; component: string} | null {
  const match = /Ejected from (@docusaurus\/[\w-]+) (\S+) \((theme\/[\w/]+)\)/.exec(source);
  return match ? {package: match[1]!, version: match[2]!, component: match[3]!} : null;
}

/** npm's ERESOLVE report in a few lines (what is installed, and which peer range rejects it), or null. */
export function peerConflict(npmOutput: string): string | null {
  if (!/\bERESOLVE\b/.test(npmOutput)) return null;
  const lines = npmOutput.split('\n').map((line) => line.replace(/^npm (error|ERR!) ?/, '').trim());
  const found = lines.find((line) => line.startsWith('Found: '));
  const start = lines.findIndex((line) => line === 'Could not resolve dependency:');
  const peer = start >= 0 ? lines[start + 1] : undefined;
  return ['peer dependency conflict:', found, peer].filter(Boolean).join(' ');
}
