import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The spec's route table, carried as a fixture (the site never reads ../shared). */
export type RoutesFixture = {
  basePath: string;
  routes: Record<string, string[]>;
  redirects: Record<string, string>;
};

export const routesFixture: RoutesFixture = JSON.parse(
  readFileSync(path.join(__dirname, '../fixtures/routes.json'), 'utf8'),
);
