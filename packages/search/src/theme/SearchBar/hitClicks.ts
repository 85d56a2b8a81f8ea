import {createContext} from 'react';
import type {HitComponentProps} from '@docsearch/react';

/**
 * What the modal does when a hit is clicked: given by SearchModal (which knows the query) to
 * Hit, inside DocSearch's list. Outside a modal, nothing.
 */
export const HitClickContext = createContext<(hit: HitComponentProps['hit']) => void>(() => {});
