import {execFileSync} from 'node:child_process';
import {cp, mkdir, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';

/** The Docusaurus version the site in `siteDir` builds with. */
async function docusaurusVersion(siteDir: string): Promise<string> {
  const manifest = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf8')) as {version: string}).version;
}

/** The stock classic template, TypeScript flavour, as `create-docusaurus` writes it. */
const TEMPLATE_DIRS = ['templates/shared', 'templates/classic-typescript'];

/**
 * Lines of the template's config changed for the bench: served under `/docs/`
 * like ours, where the template's own absolute links (`/docs/intro`) miss the
 * base URL, so broken links warn instead of failing its build.
 */
const CONFIG_EDITS: [RegExp, string][] = [
  [/baseUrl: '\/',/, "baseUrl: '/docs/',"],
  [/onBrokenLinks: 'throw',/, "onBrokenLinks: 'warn',"],
];

export type StockSite = {buildDir: string; buildSeconds: number};

type Marker = {version: string; buildSeconds: number};

/**
 * The stock classic template of create-docusaurus (same version as ours),
 * built once under `/docs/` into `cacheDir` and reused while the version
 * matches. It borrows this project's node_modules, which hold every package
 * the template depends on.
 */
export async function prepareStockSite(siteDir: string, cacheDir: string): Promise<StockSite> {
  const version = await docusaurusVersion(siteDir);
  const markerFile = path.join(cacheDir, 'built.json');
  const buildDir = path.join(cacheDir, 'site', 'build');
  if (existsSync(markerFile) && existsSync(path.join(buildDir, 'index.html'))) {
    const marker = JSON.parse(await readFile(markerFile, 'utf8')) as Marker;
    if (marker.version === version) return {buildDir, buildSeconds: marker.buildSeconds};
  }

  await rm(cacheDir, {recursive: true, force: true});
  await mkdir(cacheDir, {recursive: true});
  execFileSync('npm', ['pack', `create-docusaurus@${version}`, '--silent', '--pack-destination', cacheDir], {
    stdio: 'ignore',
  });
  execFileSync('tar', ['xzf', `create-docusaurus-${version}.tgz`], {cwd: cacheDir});
  const site = path.join(cacheDir, 'site');
  for (const dir of TEMPLATE_DIRS) await cp(path.join(cacheDir, 'package', dir), site, {recursive: true});

  const configFile = path.join(site, 'docusaurus.config.ts');
  let config = await readFile(configFile, 'utf8');
  for (const [line, replacement] of CONFIG_EDITS) {
    if (!line.test(config)) throw new Error(`${configFile}: no line matching ${line} to set ${replacement}`);
    config = config.replace(line, replacement);
  }
  await writeFile(configFile, config);
  await symlink(path.join(siteDir, 'node_modules'), path.join(site, 'node_modules'), 'dir');

  const start = process.hrtime.bigint();
  execFileSync('npx', ['docusaurus', 'build'], {cwd: site, stdio: 'ignore'});
  const buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  await writeFile(markerFile, JSON.stringify({version: version, buildSeconds} satisfies Marker));
  return {buildDir, buildSeconds};
}
