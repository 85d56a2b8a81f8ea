import {describe, expect, it} from 'vitest';
import {removeChunkAssetPlugin} from './index';

class ChunkAssetPlugin {}
class ProgressBarPlugin {}

describe('removeChunkAssetPlugin', () => {
  it("takes Docusaurus' ChunkAssetPlugin out and keeps the other plugins in order", () => {
    const progress = new ProgressBarPlugin();
    const plugins = [false as const, new ChunkAssetPlugin(), progress];
    expect(removeChunkAssetPlugin(plugins)).toBe(true);
    expect(plugins).toEqual([false, progress]);
  });

  it('says so when the config has none', () => {
    const plugins = [new ProgressBarPlugin()];
    expect(removeChunkAssetPlugin(plugins)).toBe(false);
    expect(plugins).toHaveLength(1);
  });
});
