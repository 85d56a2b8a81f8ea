import {existsSync} from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startStaticServer} from '../../scripts/lib/staticServer';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    buildDir: string;
  }
}

/** Serves the production build under /docs/ for every browser test file. */
export default async function setup(project: TestProject) {
  const buildDir = path.resolve('build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` before the browser tests.`);
  }
  const running = await startStaticServer({root: buildDir, basePath: '/docs/'});
  project.provide('siteUrl', running.url);
  project.provide('buildDir', buildDir);
  return () => running.close();
}
