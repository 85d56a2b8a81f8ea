import type {TestProject} from 'vitest/node';
import {serveBuilds} from './servedBuilds';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    buildDir: string;
    hostedSiteUrl: string;
    hostedBuildDir: string;
  }
}

/** Vitest's side of the browser tests not yet on Playwright Test: both builds served by nginx. */
export default async function setup(project: TestProject) {
  const {close, ...served} = await serveBuilds();
  project.provide('siteUrl', served.siteUrl);
  project.provide('buildDir', served.buildDir);
  project.provide('hostedSiteUrl', served.hostedSiteUrl);
  project.provide('hostedBuildDir', served.hostedBuildDir);
  return close;
}
