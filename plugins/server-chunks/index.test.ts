import {describe, expect, it} from 'vitest';
import serverChunksPlugin, {SHARED_SERVER_CHUNK} from '.';

type Configure = (config: object, isServer: boolean) => {optimization?: {splitChunks?: unknown}};

describe('server-chunks', () => {
  const configure = serverChunksPlugin().configureWebpack as unknown as Configure;

  it('moves the modules shared by lazy chunks of the server bundle into one chunk', () => {
    expect(configure({mode: 'production'}, true).optimization?.splitChunks).toEqual({
      chunks: 'async',
      cacheGroups: {
        default: false,
        defaultVendors: false,
        shared: {name: SHARED_SERVER_CHUNK, chunks: 'async', minChunks: 2, enforce: true},
      },
    });
  });

  it('leaves the client bundle as Docusaurus splits it', () => {
    expect(configure({mode: 'production'}, false)).toEqual({});
  });
});
