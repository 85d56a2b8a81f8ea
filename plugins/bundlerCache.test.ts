import {describe, expect, it} from 'vitest';
import {addToBundlerCacheVersion} from './bundlerCache';

describe('addToBundlerCacheVersion', () => {
  it("adds the suffix to Rspack's persistent cache version", () => {
    const config = {
      cache: true,
      experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}},
    };
    addToBundlerCacheVersion(config, 'patches-0123');
    expect(config.experiments.cache.version).toBe('client-production-en-3.10.2-abc-patches-0123');
    expect(config.cache).toBe(true);
  });

  it("adds it to webpack's filesystem cache version", () => {
    const config = {cache: {type: 'filesystem', version: '3.10.2-abc'}};
    addToBundlerCacheVersion(config, 'search-local');
    expect(config.cache.version).toBe('3.10.2-abc-search-local');
  });

  it('leaves a build without a persistent cache as it is', () => {
    const none = {};
    const memory = {experiments: {cache: {type: 'memory'}}};
    addToBundlerCacheVersion(none, 'patches-0123');
    addToBundlerCacheVersion(memory, 'patches-0123');
    expect(none).toEqual({});
    expect(memory).toEqual({experiments: {cache: {type: 'memory'}}});
  });
});
