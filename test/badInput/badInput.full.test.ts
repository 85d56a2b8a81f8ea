import {rowSets, testRows} from './rowTests';

// The full run only (a `*.full.test.ts` file, vitest.config.ts): the rows that build the whole site.
testRows(rowSets.wholeSite);
