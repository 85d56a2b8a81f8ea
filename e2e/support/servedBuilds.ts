import {createHash} from 'node:crypto';
import path from 'node:path';
import {hostedFixture} from '../../test/support/hostedFixture';

/** The two builds the browser tests serve: local search (the default) and hosted (Algolia) search. */
export type SearchMode = 'local' | 'hosted';

/** The local-search build (`npm run build`) and the hosted-search one (`npm run build:hosted-fixture`). */
export const LOCAL_BUILD_DIR = path.resolve('build');
export const HOSTED_BUILD_DIR = path.resolve(hostedFixture.outDir);

/**
 * The port of the local build; the hosted one is served on the next. Fixed per checkout (several
 * checkouts on one machine may run their browser tests at once), or set with E2E_PORT.
 */
const firstPort =
  Number(process.env.E2E_PORT) ||
  20_000 + (createHash('sha256').update(path.resolve(__dirname, '../..')).digest().readUInt16BE(0) % 20_000) * 2;

/** Where Playwright's webServer (`npm run serve:prod`, nginx with the build's own config) serves each build. */
export const servedBuilds: Record<SearchMode, {dir: string; port: number; url: string}> = {
  local: {dir: LOCAL_BUILD_DIR, port: firstPort, url: `http://127.0.0.1:${firstPort}/docs/`},
  hosted: {dir: HOSTED_BUILD_DIR, port: firstPort + 1, url: `http://127.0.0.1:${firstPort + 1}/docs/`},
};
