import {rowSets, testRows} from './rowTests';

// In a change run, only when the change touches the table or a file these rows break (vitest.config.ts).
testRows(rowSets.touched);
