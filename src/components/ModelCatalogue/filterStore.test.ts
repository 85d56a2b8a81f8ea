import {describe, expect, it} from 'vitest';
import {catalogueRow} from '@site/data/catalogue';
import {createFilterStore} from './filterStore';
import {noFilters} from './filters';

const row = (id: string, provider?: string) =>
  catalogueRow({id, variants: [{source: 'R', seen: '2025-03-11', type: 'llm', ...(provider ? {provider} : {})}]});

describe('catalogue filter store', () => {
  it('says which rows the current filters hide, and tells subscribers when they change', () => {
    const store = createFilterStore();
    const calls: string[] = [];
    const unsubscribe = store.subscribe(() => calls.push('changed'));
    const [grok, gpt] = [row('grok-3', 'openrouter'), row('gpt-4-1')];
    expect([store.hides(grok), store.hides(gpt)]).toEqual([false, false]);
    store.set({...noFilters, text: 'gpt 4.1'});
    expect([store.hides(grok), store.hides(gpt)]).toEqual([true, false]);
    store.set({...noFilters, provider: 'openrouter'});
    expect([store.hides(grok), store.hides(gpt)]).toEqual([false, true]);
    expect(calls).toEqual(['changed', 'changed']);
    unsubscribe();
    store.set(noFilters);
    expect(calls).toHaveLength(2);
    expect(store.filters()).toBe(noFilters);
  });
});
